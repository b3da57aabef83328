import type { AddressSuggestion } from '@yardstick/core/addressSuggestions';
import type { ParcelInfo } from '@yardstick/core/schemas/analysis';
import type { ClassMap } from '../classify/classifyPixels.ts';
import type { PolygonGeometry, Position } from '../geo/geojson.ts';
import type { LonLatBounds } from '../geo/georeference.ts';
import type { FootprintKind } from '../measure/footprintRaster.ts';
import type { GeoRaster, RasterBands } from '../raster/geoRaster.ts';
import type { ProviderOptions } from './registry.ts';

/** Interfaces of the outside sources the engine uses; one file per provider implements them. */

export type { AddressSuggestion };

export interface ResolvedAddress {
  matchedAddress: string;
  /** [lon, lat] of the address point. */
  point: Position;
}

export interface Geocoder {
  readonly name: string;
  /** Up to `limit` addresses matching what was typed so far (may be empty). */
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>;
  /** Throws AddressNotFoundError when nothing matches. */
  resolve(address: string): Promise<ResolvedAddress>;
}

export interface ParcelRecord {
  /** Stable cache key, unique across sources: "<source>:<parcel id>". */
  key: string;
  info: ParcelInfo;
}

export interface ParcelSource {
  readonly name: string;
  /** The parcel containing the point, or null when the source has none there. */
  parcelAt(point: Position): Promise<ParcelRecord | null>;
}

export interface ImageryTile {
  raster: GeoRaster;
  source: string;
  attribution: string;
  /** ISO date (YYYY-MM-DD) the imagery was captured, when known. */
  captureDate: string | null;
  /** Painted by the demo region rather than photographed (classifyImage reads each its own way). */
  painted?: boolean;
}

export interface ImagerySource {
  readonly name: string;
  /** A raster covering `bounds`; throws ImageryUnavailableError when it cannot. */
  imagery(bounds: LonLatBounds): Promise<ImageryTile>;
}

export interface BuildingFootprint {
  kind: FootprintKind;
  polygon: PolygonGeometry;
}

export interface BuildingSource {
  readonly name: string;
  /** Footprints intersecting `bounds` (possibly none). */
  footprintsIn(bounds: LonLatBounds): Promise<BuildingFootprint[]>;
}

export interface VisionInput {
  bands: RasterBands;
  metresPerPixel: number;
  /**
   * 0/1 per pixel from footprints when the provider has footprint data for the window (all 0:
   * it knows of no building there); null when it has none, so nothing is known of the buildings.
   */
  buildingMask: Uint8Array | null;
  /** The demo region's painted imagery rather than a photograph. */
  painted?: boolean;
  /** 0/1 per pixel: the lot being measured, whose line the painted reading finds fences on. */
  parcelMask?: Uint8Array;
}

/**
 * Reads a parcel's imagery into one land class per pixel. The built-in classifier is the
 * default; a remote model (e.g. Gemini) is meant to be cross-checked against it.
 */
export interface VisionProvider {
  readonly name: string;
  classify(input: VisionInput): Promise<ClassMap>;
}

export interface Providers {
  /**
   * The options these providers were built from, so an analysis thread can build the same set;
   * hand-made provider sets have none and are analysed on the calling thread.
   */
  readonly recipe?: ProviderOptions;
  geocoder: Geocoder;
  parcels: ParcelSource;
  imagery: ImagerySource;
  buildings: BuildingSource;
  vision: VisionProvider;
}
