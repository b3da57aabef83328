import type { RasterBands } from '../raster/geoRaster.ts';
import { boxMean, boxStdDev } from './boxFilter.ts';
import { peakProminence } from './bumpiness.ts';
import { removeHaze } from './haze.ts';

/** Per-pixel measurements the rules look at; all planes are width × height. */
export interface PixelFeatures {
  width: number;
  height: number;
  /** Haze-corrected mean of red, green, blue (DN). */
  brightness: Float32Array;
  /** Haze-corrected NDVI, or without a NIR band excess green (negative where blue beats green). */
  vegetation: Float32Array;
  hasNir: boolean;
  /** Excess green on chromaticity: (2g - r - b) / (r + g + b). */
  excessGreen: Float32Array;
  /** (blue - red) / brightness: pools and pool covers are blue, pavement is grey. */
  blueness: Float32Array;
  /** (red - blue) / brightness: soil, mulch, dry grass and wood are warm. */
  warmth: Float32Array;
  /** Haze-corrected NIR over brightness (NaN-free; 0 without NIR). */
  nirRatio: Float32Array;
  /**
   * The band textures are measured on, haze removed so relative textures hold on a hazy day:
   * NIR when present (vegetation is bright there), else green.
   */
  textureBand: Float32Array;
  /** Prominence of peaks and pits per pixel (see bumpiness.ts), before any averaging. */
  bumps: Float32Array;
  /** Canopy texture: `bumps` averaged over 7×7. */
  texture: Float32Array;
  /** Relative local standard deviation over 3×3: also high on edges. */
  fineTexture: Float32Array;
}

export function computeFeatures(bands: RasterBands): PixelFeatures {
  const { width, height } = bands;
  const n = width * height;
  const clear = removeHaze(bands);
  const brightness = new Float32Array(n);
  const vegetation = new Float32Array(n);
  const excessGreen = new Float32Array(n);
  const blueness = new Float32Array(n);
  const warmth = new Float32Array(n);
  const nirRatio = new Float32Array(n);
  const textureBand = new Float32Array(n);
  const nir = clear.nir;
  for (let i = 0; i < n; i++) {
    const r = clear.red[i] ?? 0;
    const g = clear.green[i] ?? 0;
    const b = clear.blue[i] ?? 0;
    const sum = r + g + b + 1;
    const l = sum / 3;
    brightness[i] = l;
    excessGreen[i] = (2 * g - r - b) / sum;
    blueness[i] = (b - r) / l;
    warmth[i] = (r - b) / l;
    if (nir) {
      const v = nir[i] ?? 0;
      vegetation[i] = (v - r) / Math.max(4, v + r);
      nirRatio[i] = v / l;
      textureBand[i] = v;
    } else {
      // Excess green also lights up cyan pool water; leaves are greener than they are blue.
      vegetation[i] = g > b ? (excessGreen[i] ?? 0) : (g - b) / sum;
      textureBand[i] = g;
    }
  }
  const bumps = peakProminence(textureBand, width, height);
  return {
    width,
    height,
    brightness,
    vegetation,
    hasNir: nir !== null,
    excessGreen,
    blueness,
    warmth,
    nirRatio,
    textureBand,
    bumps,
    texture: boxMean(bumps, width, height, 3),
    fineTexture: relativeStdDev(textureBand, width, height, 1),
  };
}

function relativeStdDev(
  band: Float32Array,
  width: number,
  height: number,
  r: number,
): Float32Array {
  const sd = boxStdDev(band, width, height, r);
  const mean = boxMean(band, width, height, r);
  for (let i = 0; i < sd.length; i++) sd[i] = (sd[i] ?? 0) / ((mean[i] ?? 0) + 5);
  return sd;
}
