import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readImage } from '../../cli/readImage.ts';
import { sharedDataDir } from '../../texturePainter/loadSwatches.ts';
import type { PixelWindow, RasterBands } from '../../raster/geoRaster.ts';
import type { RealLabels } from './realLabels.ts';

/** `../shared/data` from the repository root, or TEXTURE_DATA_DIR: real imagery, never committed. */
export const realDataDir = sharedDataDir;

export const haveRealData = (dataDir = realDataDir()): boolean =>
  existsSync(join(dataDir, 'README.md'));

export interface RealImage {
  bands: RasterBands;
  metresPerPixel: number;
  /** The part of the whole image these bands are (the whole image unless the labels name a window). */
  window: PixelWindow;
}

/**
 * Reads a labelled image as `pnpm measure` does (GeoTIFF with its own ground size, or a picture
 * with the metres per pixel its labels give, as `--gsd` would), cut to the labels' window.
 */
export async function loadRealImage(
  labels: Pick<RealLabels, 'image' | 'metresPerPixel' | 'window'>,
  dataDir = realDataDir(),
): Promise<RealImage> {
  const loaded = await readImage(join(dataDir, labels.image), null);
  const metresPerPixel = labels.metresPerPixel ?? loaded.metresPerPixel;
  if (!metresPerPixel)
    throw new Error(
      `${labels.image} has no metric georeference: give metresPerPixel in its labels`,
    );
  const [x, y, width, height] = labels.window ?? [0, 0, loaded.bands.width, loaded.bands.height];
  const window = { x, y, width, height };
  return { bands: cropBands(loaded.bands, window), metresPerPixel, window };
}

export function cropBands(bands: RasterBands, w: PixelWindow): RasterBands {
  if (w.x === 0 && w.y === 0 && w.width === bands.width && w.height === bands.height) return bands;
  const crop = (plane: Uint8Array) => {
    const out = new Uint8Array(w.width * w.height);
    for (let r = 0; r < w.height; r++) {
      const start = (w.y + r) * bands.width + w.x;
      out.set(plane.subarray(start, start + w.width), r * w.width);
    }
    return out;
  };
  return {
    width: w.width,
    height: w.height,
    red: crop(bands.red),
    green: crop(bands.green),
    blue: crop(bands.blue),
    nir: bands.nir ? crop(bands.nir) : null,
  };
}
