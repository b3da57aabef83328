import type { RasterBands } from './geoRaster.ts';

/** [red, green, blue, nir] in DN. */
export type PixelColour = readonly [number, number, number, number];

/**
 * Four-band test imagery from a painter function, with a small deterministic jitter so no
 * two neighbours are identical (as in any real image).
 */
export function syntheticBands(
  width: number,
  height: number,
  paint: (x: number, y: number) => PixelColour,
): RasterBands {
  const n = width * height;
  const bands = {
    width,
    height,
    red: new Uint8Array(n),
    green: new Uint8Array(n),
    blue: new Uint8Array(n),
    nir: new Uint8Array(n),
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const jitter = ((i * 2654435761) >>> 0) % 5;
      const [r, g, b, nir] = paint(x, y);
      bands.red[i] = r + jitter;
      bands.green[i] = g + jitter;
      bands.blue[i] = b + jitter;
      bands.nir[i] = nir + jitter;
    }
  }
  return bands;
}
