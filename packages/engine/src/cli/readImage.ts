import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { UnreadableImageError } from '../errors.ts';
import { readGeoTiff } from '../providers/imagery/readGeotiff.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { worldFileResolution } from './worldFile.ts';

export interface LoadedImage {
  bands: RasterBands;
  /** Ground size of a pixel from the file's georeference or its world file, when known. */
  metresPerPixel: number | null;
  /** Why the ground size is unknown, when a world file was found but could not say. */
  resolutionUnknown?: string;
  /** 1 where the image has ground, 0 where a GeoTIFF's alpha is transparent; null: all ground. */
  coverage: Uint8Array | null;
}

/**
 * PNG/JPEG/WebP via sharp (RGB; a separate grey NIR image may be given), GeoTIFF via the imagery
 * readers (RGB or RGBN, 8 or 16 bit); a world file beside either gives the ground resolution.
 */
export async function readImage(path: string, nirPath: string | null): Promise<LoadedImage> {
  const loaded = /\.tiff?$/i.test(path) ? await readTiff(path) : await readPicture(path);
  if (loaded.metresPerPixel === null) {
    const world = await worldFileResolution(path);
    if (world && 'metresPerPixel' in world) loaded.metresPerPixel = world.metresPerPixel;
    else if (world) loaded.resolutionUnknown = world.unknown;
  }
  if (nirPath) {
    const nir = await readGrey(nirPath);
    if (nir.width !== loaded.bands.width || nir.height !== loaded.bands.height)
      throw new UnreadableImageError('the NIR image is not the same size as the colour image');
    loaded.bands.nir = nir.data;
  }
  return loaded;
}

async function readPicture(path: string): Promise<LoadedImage> {
  const { channels = 0, hasAlpha = false } = await sharp(path).metadata();
  if (channels - (hasAlpha ? 1 : 0) < 3)
    throw new UnreadableImageError(
      'it has no colour bands (at least red, green and blue are needed)',
    );
  const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const plane = (offset: number) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = data[i * info.channels + offset] ?? 0;
    return out;
  };
  // An orthophoto exported with transparency (a drone's footprint, no-data corners) has ground
  // only where it is opaque, as a GeoTIFF's alpha band says.
  const alpha = hasAlpha && info.channels === 4 ? plane(3) : null;
  const coverage = alpha && alpha.some((a) => a === 0) ? alpha.map((a) => (a > 0 ? 1 : 0)) : null;
  return {
    bands: {
      width: info.width,
      height: info.height,
      red: plane(0),
      green: plane(1),
      blue: plane(2),
      nir: null,
    },
    metresPerPixel: null,
    coverage,
  };
}

async function readGrey(
  path: string,
): Promise<{ width: number; height: number; data: Uint8Array }> {
  const { data, info } = await sharp(path).greyscale().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: Uint8Array.from(data.subarray(0, info.width * info.height)),
  };
}

/** GeoTIFFs through the imagery readers: colour (8 or 16 bit, any projected CRS) is measured. */
async function readTiff(path: string): Promise<LoadedImage> {
  const raster = await readGeoTiff(await readFile(path)).catch((error: unknown) => {
    throw new UnreadableImageError(
      error instanceof Error ? error.message : 'it is not a readable GeoTIFF',
    );
  });
  if (raster.kind === 'labels')
    throw new UnreadableImageError(
      'it is a land-cover label raster, not a photo: measure the photo it was drawn from',
    );
  if (raster.kind === 'grey')
    throw new UnreadableImageError(
      'it has 1 band (panchromatic); at least red, green and blue are needed to tell lawn from other ground',
    );
  return { bands: raster.bands, metresPerPixel: raster.metresPerPixel, coverage: raster.coverage };
}
