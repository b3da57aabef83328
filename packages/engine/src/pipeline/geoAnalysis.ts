import type { ObstacleType } from '@yardstick/core/enums';
import type {
  ImageryInfo,
  MeasurementInfo,
  Obstacle,
  ParcelInfo,
} from '@yardstick/core/schemas/analysis';
import type { ComplexityFactors } from '../complexity/complexity.ts';
import type { MultiPolygonGeometry, PolygonGeometry, Position } from '../geo/geojson.ts';
import type { LandClass } from '../landClasses.ts';
import type { ServiceMeasures } from '../measure/services/serviceMeasures.ts';
import type { ImageryImage } from '../render/imageryImage.ts';
import type { MapSketch } from '../render/mapImage.ts';

/** An obstacle as SPEC §3 has it, plus where it is and how big it measured. */
export interface MappedObstacle extends Obstacle {
  areaSqFt: number;
  /** [lon, lat] of its centre. */
  center: Position;
  /** The box it was found in, in lon/lat (a grouped line's box holds all of its pieces). */
  outline: PolygonGeometry;
}

/** Everything geographic about one parcel: what the cache keeps. */
export interface ParcelGeography {
  parcelKey: string;
  parcel: ParcelInfo;
  /** [lon, lat] of the parcel's centre. */
  center: Position;
  /** Web-map zoom at which the parcel fills a 600 px map. */
  zoom: number;
  propertyPolygon: PolygonGeometry;
  mowablePolygons: MultiPolygonGeometry;
  /** The beds and the paving to clear, each adding up to its measure in `services`. */
  bedPolygons?: MultiPolygonGeometry;
  pavingPolygons?: MultiPolygonGeometry;
  totalAreaSqFt: number;
  totalAreaAcres: number;
  mowableAreaSqFt: number;
  mowableAreaAcres: number;
  /** Geodesic area of `mowablePolygons` (turf): a check on `mowableAreaSqFt`. */
  mowablePolygonAreaSqFt: number;
  /** Mowable area over total parcel area, percent with one decimal. */
  greenPercentage: number;
  /** Area of each land class inside the parcel. */
  classAreasSqFt: Record<LandClass, number>;
  obstacles: MappedObstacle[];
  /** The lot's main building, when building outlines were available. */
  house?: PolygonGeometry | null;
  /** [lon, lat] of the middle of the lot line along the street, when the imagery shows it. */
  frontage?: Position | null;
  complexityScore: number;
  complexityExplanation: string;
  complexityFactors: ComplexityFactors;
  primaryObstacleTypes: ObstacleType[];
  /** The map image, to be encoded with `encodeMapSketch` when first shown. */
  image: { sketch: MapSketch; width: number; height: number; mimeType: 'image/png' };
  /** The plain imagery with its lon/lat bounds, for the map the lawn is adjusted on. */
  imageryImage: ImageryImage;
  imagery: ImageryInfo;
  /** How sure the mowable area is, and what it rests on. */
  measurement: MeasurementInfo;
  /** Beds, paving, lawn edges and trees, for services beyond mowing (each with its confidence). */
  services?: ServiceMeasures;
  /** Plain-language notes when part of the analysis fell back (e.g. no building outlines). */
  notes: string[];
}

/** The result of analysing an address. */
export interface GeoAnalysis extends ParcelGeography {
  /** The address as the geocoder matched it. */
  address: string;
  /** True when the geographic part came from the per-parcel cache. */
  fromCache: boolean;
}
