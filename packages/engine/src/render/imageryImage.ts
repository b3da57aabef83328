import sharp from 'sharp';
import type { GeoReference, LonLatBounds } from '../geo/georeference.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { interleave } from './mapImage.ts';

/** Longest side of the map editor's imagery: past the imagery's own detail on most lots. */
export const MAX_IMAGERY_SIDE = 1024;

/** The imagery under an interactive map: a plain photo (no overlays) and where it lies. */
export interface ImageryImage {
  jpeg: Buffer;
  width: number;
  height: number;
  /** The photo's edges in lon/lat: it is north-up and linear in lon/lat (see GeoReference). */
  bounds: LonLatBounds;
}

/**
 * The fetched imagery (the lot plus its margin) as one JPEG: a map lays it over its own
 * coordinates by `bounds`, so the lot line and lawn outlines drawn in lon/lat sit on it.
 * Shrunk to MAX_IMAGERY_SIDE when larger; never enlarged.
 */
export async function renderImageryImage(
  bands: RasterBands,
  georef: GeoReference,
): Promise<ImageryImage> {
  const scale = Math.min(1, MAX_IMAGERY_SIDE / Math.max(bands.width, bands.height));
  const width = Math.max(1, Math.round(bands.width * scale));
  const height = Math.max(1, Math.round(bands.height * scale));
  const jpeg = await sharp(interleave(bands), {
    raw: { width: bands.width, height: bands.height, channels: 3 },
  })
    .resize(width, height, { kernel: 'lanczos3' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return { jpeg, width, height, bounds: { ...georef.bounds } };
}
