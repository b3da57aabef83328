import type { ClassMap } from '../classify/classifyPixels.ts';
import { classifyImage } from '../classify/classifyImage.ts';
import {
  lonLatToPixel,
  pixelSizeMetres,
  pixelToLonLat,
  type GeoReference,
} from '../geo/georeference.ts';
import type { PolygonGeometry, Position, Ring } from '../geo/geojson.ts';
import { polygonMask } from '../geo/scanPolygon.ts';
import { footprintMask, rasterizeFootprints } from '../measure/footprintRaster.ts';
import { mainBuilding } from '../measure/mainBuilding.ts';
import { measureLawn, type LawnMeasurement } from '../measure/measureLawn.ts';
import { streetFrontage } from '../measure/streetFrontage.ts';
import { ESTIMATED_LOT_NOTE } from '../providers/estimated/estimatedParcelSource.ts';
import type { ImageryTile, ParcelRecord, Providers } from '../providers/types.ts';
import { imageryBoundsOfLot } from './lotImagery.ts';

/** The pixel-level result for one parcel, before it is summarised. */
export interface ParcelMeasurement {
  tile: ImageryTile;
  georef: GeoReference;
  metresPerPixel: number;
  classMap: ClassMap;
  parcelRings: Ring[];
  parcelMask: Uint8Array;
  lawn: LawnMeasurement;
  /** 0/1 building footprints in the window, or null without them. */
  buildingMask: Uint8Array | null;
  /** The lot's main building and the middle of its street line, to name lawns by. */
  house: PolygonGeometry | null;
  frontage: Position | null;
  notes: string[];
}

/** Imagery, footprints, classification and measurement of a parcel: the expensive part. */
export async function measureParcel(
  parcel: ParcelRecord,
  providers: Providers,
): Promise<ParcelMeasurement> {
  const notes: string[] = parcel.info.estimated ? [ESTIMATED_LOT_NOTE] : [];
  const outline = parcel.info.geometry.coordinates;
  const bounds = imageryBoundsOfLot(parcel.info.geometry);
  const [tile, footprints] = await Promise.all([
    providers.imagery.imagery(bounds),
    providers.buildings.footprintsIn(bounds).catch(() => {
      notes.push(
        'Building outlines were unavailable, so buildings were judged from the imagery alone.',
      );
      return [];
    }),
  ]);
  const georef = tile.raster.georef;
  const size = pixelSizeMetres(georef);
  const metresPerPixel = (size.x + size.y) / 2;
  // No footprints from the provider (none mapped here, or the provider failed) is no footprint
  // data, not "no building": the classifiers get null and judge buildings from the imagery.
  const footprintKinds = footprints.length > 0 ? rasterizeFootprints(footprints, georef) : null;
  const buildingMask = footprintKinds ? footprintMask(footprintKinds) : null;
  const parcelRings = outline.map((ring) =>
    ring.map(([lon, lat]) => lonLatToPixel(georef, lon, lat)),
  );
  const parcelMask = polygonMask(parcelRings, georef.width, georef.height);
  const visionInput = {
    bands: tile.raster,
    metresPerPixel,
    buildingMask,
    painted: tile.painted,
    parcelMask,
  };
  const classMap = await providers.vision.classify(visionInput).catch(() => {
    notes.push(
      `The ${providers.vision.name} image analysis failed; the built-in classifier measured the lawn.`,
    );
    return classifyImage(visionInput);
  });
  notes.push(...(classMap.notes ?? []));
  const lawn = measureLawn({
    classMap,
    bands: tile.raster,
    metresPerPixel,
    pixelAreaM2: size.x * size.y,
    parcelMask,
    footprintKinds,
  });
  const frontagePx = streetFrontage(classMap, parcelRings[0] ?? [], metresPerPixel);
  return {
    tile,
    georef,
    metresPerPixel,
    classMap,
    parcelRings,
    parcelMask,
    lawn,
    buildingMask,
    house: mainBuilding(footprints, parcel.info.geometry),
    frontage: frontagePx && pixelToLonLat(georef, frontagePx[0], frontagePx[1]),
    notes,
  };
}
