import { boxMean } from './boxFilter.ts';
import type { PixelFeatures } from './features.ts';

/**
 * Planes the lawn-or-canopy model reads, normalised per image so that exposure, haze and
 * the season's greenness do not move the decision: vegetation index and brightness are
 * taken relative to this image's vegetated pixels, textures at three scales.
 */
export const VEGETATION_FEATURES = [
  'ndvi',
  'ndviVsImage',
  'ndviLocal',
  'brightnessVsImage',
  'brightnessLocal',
  'bumpsContext',
  'stdDev3',
  'excessGreen',
  'nirRatio',
] as const;

export function vegetationFeaturePlanes(f: PixelFeatures, veg: Uint8Array): Float32Array[] {
  const { width, height } = f;
  const ndviRef = medianWhere(f.vegetation, veg);
  const brightRef = Math.max(1, quantileWhere(f.brightness, veg, 0.75));
  const ndviVsImage = new Float32Array(veg.length);
  const brightnessVsImage = new Float32Array(veg.length);
  for (let i = 0; i < veg.length; i++) {
    ndviVsImage[i] = (f.vegetation[i] ?? 0) - ndviRef;
    brightnessVsImage[i] = Math.log(((f.brightness[i] ?? 0) + 2) / (brightRef + 2));
  }
  const planes: Record<(typeof VEGETATION_FEATURES)[number], Float32Array> = {
    ndvi: f.vegetation,
    ndviVsImage,
    ndviLocal: boxMean(ndviVsImage, width, height, 2),
    brightnessVsImage,
    brightnessLocal: boxMean(brightnessVsImage, width, height, 3),
    bumpsContext: boxMean(f.texture, width, height, 8),
    stdDev3: f.fineTexture,
    excessGreen: f.excessGreen,
    nirRatio: f.nirRatio,
  };
  return VEGETATION_FEATURES.map((name) => planes[name]);
}

function medianWhere(values: Float32Array, mask: Uint8Array): number {
  return quantileWhere(values, mask, 0.5, -1, 1);
}

/** Quantile of the masked values from a 1024-bin histogram over [lo, hi]: linear time, ample precision. */
function quantileWhere(
  values: Float32Array,
  mask: Uint8Array,
  q: number,
  lo = 0,
  hi = 256,
): number {
  const bins = 1024;
  const histogram = new Uint32Array(bins);
  const scale = bins / (hi - lo);
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    if (!mask[i]) continue;
    const b = Math.min(bins - 1, Math.max(0, Math.floor(((values[i] ?? 0) - lo) * scale)));
    histogram[b] = (histogram[b] ?? 0) + 1;
    count++;
  }
  if (count === 0) return 0;
  const target = q * (count - 1);
  let seen = 0;
  for (let b = 0; b < bins; b++) {
    seen += histogram[b] ?? 0;
    if (seen > target) return lo + (b + 0.5) / scale;
  }
  return hi;
}
