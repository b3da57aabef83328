import { area } from '@turf/area';
import { polygon } from '@turf/helpers';
import { SQ_FT_PER_ACRE } from '@yardstick/core/units';
import type { PolygonGeometry } from '../geo/geojson.ts';
import {
  boundsOfPositions,
  pixelSizeMetres,
  pixelToLonLat,
  type GeoReference,
} from '../geo/georeference.ts';
import {
  imageryAgeYears,
  measurementConfidence,
  pixelFactors,
} from '../measure/measurementConfidence.ts';
import { mowablePolygons, outlinesAtArea } from '../measure/mowablePolygons.ts';
import { serviceMeasuresAndShapes } from '../measure/services/serviceMeasures.ts';
import { round, squareFeet } from '../measure/units.ts';
import { obstacleSummary } from '../obstacles/findObstacles.ts';
import { groupObstacles } from '../obstacles/groupObstacles.ts';
import type { ParcelRecord } from '../providers/types.ts';
import { renderImageryImage } from '../render/imageryImage.ts';
import { mapCaption, sketchMapImage } from '../render/mapImage.ts';
import type { ParcelGeography } from './geoAnalysis.ts';
import { mapView, zoomToFit } from './mapView.ts';
import type { ParcelMeasurement } from './measureParcel.ts';

/** Turns a parcel's measurement into lon/lat polygons, summary figures and the map image. */
export async function summariseParcel(
  parcel: ParcelRecord,
  m: ParcelMeasurement,
  today = new Date(),
): Promise<ParcelGeography> {
  const { georef, metresPerPixel, lawn } = m;
  const { width, height } = georef;
  const mowableAreaSqFt = squareFeet(lawn.mowableM2);
  // The lawn's outlines have the measured area: the patches add up to the figure priced.
  const polygons = mowablePolygons(lawn.mowable, width, height, georef, round(mowableAreaSqFt, 1));
  const propertyPolygon = parcel.info.geometry;
  const totalAreaSqFt = squareFeet(area(polygon(propertyPolygon.coordinates)));
  const extent = boundsOfPositions(propertyPolygon.coordinates.flat());
  const measurement = measurementInfo(parcel, m, today);
  const pixelSize = pixelSizeMetres(georef);
  const { measures: services, shapes } = serviceMeasuresAndShapes({
    ...m.classMap,
    metresPerPixel,
    pixelAreaM2: pixelSize.x * pixelSize.y,
    parcelMask: m.parcelMask,
    buildingMask: m.buildingMask,
    mowable: lawn.mowable,
    // Traced once: the lawn polygons' outlines are the ones the edges are measured on.
    mowableOutlines: polygons.traced,
    parcelRing: m.parcelRings[0] ?? null,
    scene: {
      parcelSource: measurement.parcelSource,
      imageryAgeYears: imageryAgeYears(m.tile.captureDate, today),
      resolutionM: measurement.resolutionM,
    },
  });
  // The beds and paving on the interactive map add up to the figures priced, as the lawn does.
  const bedPolygons = outlinesAtArea(shapes.beds, georef, services.bedsSqFt);
  const pavingPolygons = outlinesAtArea(shapes.paving, georef, services.hardscape.totalSqFt);
  // The map image is encoded when first asked for: here only what it is drawn from.
  const sketch = sketchMapImage({
    bands: m.tile.raster,
    view: mapView(m.parcelRings, width, height, metresPerPixel),
    parcelRings: m.parcelRings,
    mowable: polygons.pixelPolygons,
    obstacles: lawn.obstacles,
    services: shapes,
    legend: true,
    caption: mapCaption({
      attribution: m.tile.attribution,
      captureDate: m.tile.captureDate,
      lotEstimated: parcel.info.estimated,
    }),
  });
  return {
    parcelKey: parcel.key,
    parcel: parcel.info,
    center: [(extent.west + extent.east) / 2, (extent.south + extent.north) / 2],
    zoom: zoomToFit(extent),
    propertyPolygon,
    mowablePolygons: polygons.geometry,
    bedPolygons: bedPolygons.geometry,
    pavingPolygons: pavingPolygons.geometry,
    totalAreaSqFt: round(totalAreaSqFt, 1),
    totalAreaAcres: round(totalAreaSqFt / SQ_FT_PER_ACRE, 4),
    mowableAreaSqFt: round(mowableAreaSqFt, 1),
    mowableAreaAcres: round(mowableAreaSqFt / SQ_FT_PER_ACRE, 4),
    mowablePolygonAreaSqFt: round(polygons.geodesicSqFt, 1),
    greenPercentage: totalAreaSqFt > 0 ? round((100 * mowableAreaSqFt) / totalAreaSqFt, 1) : 0,
    classAreasSqFt: lawn.classAreasSqFt,
    obstacles: groupObstacles(lawn.obstacles).map((o) => ({
      ...obstacleSummary(o),
      center: pixelToLonLat(georef, o.centroid[0], o.centroid[1]),
      outline: boxOutline(georef, o.bbox),
    })),
    house: m.house,
    frontage: m.frontage,
    ...withAiReview(lawn.complexity, m.classMap.aiReview),
    complexityFactors: lawn.complexity.factors,
    primaryObstacleTypes: lawn.complexity.primaryObstacleTypes,
    image: { sketch, width: sketch.width, height: sketch.height, mimeType: 'image/png' },
    imageryImage: await renderImageryImage(m.tile.raster, georef),
    imagery: {
      source: m.tile.source,
      attribution: m.tile.attribution,
      captureDate: m.tile.captureDate,
      metresPerPixel: round(metresPerPixel, 3),
    },
    measurement,
    services,
    notes: m.notes,
  };
}

/** A pixel box [x0, y0, x1, y1] as a closed lon/lat ring, corners clockwise from the north-west. */
function boxOutline(
  georef: GeoReference,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
): PolygonGeometry {
  const corner = (x: number, y: number) => pixelToLonLat(georef, x, y);
  const nw = corner(x0, y0);
  return {
    type: 'Polygon',
    coordinates: [[nw, corner(x1, y0), corner(x1, y1), corner(x0, y1), nw]],
  };
}

/** The measurement's confidence and what it rests on (imagery, lot, resolution). */
export function measurementInfo(parcel: ParcelRecord, m: ParcelMeasurement, today: Date) {
  const parcelSource = parcel.info.estimated ? ('estimated' as const) : ('parcel' as const);
  const resolutionM = round(m.metresPerPixel, 3);
  const confidence = measurementConfidence({
    ...pixelFactors({
      mowable: m.lawn.mowable,
      classes: m.classMap.classes,
      confidence: m.classMap.confidence,
      parcelMask: m.parcelMask,
      width: m.georef.width,
      height: m.georef.height,
    }),
    parcelSource,
    imageryAgeYears: imageryAgeYears(m.tile.captureDate, today),
    resolutionM,
  });
  return {
    confidence,
    imageryDate: m.tile.captureDate,
    imagerySource: m.tile.source,
    parcelSource,
    resolutionM,
  };
}

/**
 * The measured complexity, tempered by an agreeing AI review: the two scores are averaged and
 * the reviewer's explanation follows the measured one. Without a review, the measurement alone.
 */
export function withAiReview(
  measured: { score: number; explanation: string },
  review: { complexity: number; explanation: string } | undefined,
): { complexityScore: number; complexityExplanation: string } {
  if (!review)
    return { complexityScore: measured.score, complexityExplanation: measured.explanation };
  return {
    complexityScore: Math.min(
      10,
      Math.max(1, Math.round((measured.score + review.complexity) / 2)),
    ),
    complexityExplanation: `${measured.explanation} AI review: ${review.explanation}`,
  };
}
