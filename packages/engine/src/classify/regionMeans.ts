import { boxMean, boxStdDev } from './boxFilter.ts';
import { peakProminence } from './bumpiness.ts';
import type { HazeFreeBands } from './haze.ts';
import { buildingShadowDistance, smoothPlantsLevel } from './nirMeasures.ts';
import { gradientMagnitude, structureTensor } from './pixelTexture.ts';
import { kthSmallest } from './select.ts';
import type { Segmentation } from './superpixels.ts';

/**
 * The region classifier's per-pixel measures, each reduced to its mean (or spread) over every
 * region as soon as it is made: a whole-image plane lives only while the measures that read it
 * are made, so a 14 MP orthophoto holds a few of them at a time rather than every one.
 */

/** Windows of the texture and context measures, in metres. */
const TENSOR_M = 1;
const CONTEXT_M = 3;
const SURROUND_M = 8;
/** Stand-in for NIR measures when the imagery has no NIR band (the model learns both). */
export const NO_NIR = -2;
/**
 * Stand-in for the footprint measures when no footprint data covers the window, so that "no
 * data" stays apart from "outside every known footprint" (0) and "inside one" (1).
 */
const NO_FOOTPRINTS = -1;

/** Haze-free bands with the image's size. */
export type SizedBands = HazeFreeBands & { width: number; height: number };
export type RegionMean = (plane: Float32Array) => Float32Array;

/** Region means of the per-pixel measures, and the image-wide levels some are read against. */
export function pixelMeasures(
  hazeFree: SizedBands,
  segmentation: Segmentation,
  metresPerPixel: number,
  footprints: Uint8Array | null,
) {
  const { width, height, red, green, blue, nir } = hazeFree;
  const n = width * height;
  const mean = regionAverager(segmentation);
  const px = (metres: number) => Math.max(1, Math.round(metres / metresPerPixel));
  const chroma = chromaMeans(hazeFree, mean, px(CONTEXT_M));
  const nirMeans = nirMeasures(hazeFree, mean);
  // Leaf clumps are counted in NIR where there is some (leaves shine in it), else in green.
  const peaks = mean(peakProminence(nir ?? green, width, height));
  const logL = new Float32Array(n);
  for (let i = 0; i < n; i++)
    logL[i] = Math.log(((red[i] ?? 0) + (green[i] ?? 0) + (blue[i] ?? 0) + 3) / 3 + 1);
  const gradientFine = mean(gradientMagnitude(logL, width, height, 1));
  const { gradientCoarse, plantsLevel } = coarseGradient(logL, nirMeans.ndviPlane, hazeFree, mean);
  const shadowDistance =
    nir && footprints
      ? mean(buildingShadowDistance(footprints, logL, width, height, metresPerPixel))
      : new Float32Array(segmentation.count).fill(NO_FOOTPRINTS);
  const footprint = footprints
    ? mean(Float32Array.from(footprints, (v) => (v ? 1 : 0)))
    : new Float32Array(segmentation.count).fill(NO_FOOTPRINTS);
  const tensor = tensorMeans(logL, width, height, mean, px);
  const meanLogL = mean(logL);
  return {
    ...chroma,
    ndvi: nirMeans.ndvi,
    nirRatio: nirMeans.nirRatio,
    ...tensor,
    logL: meanLogL,
    brightnessSpread: mean.spread(logL, meanLogL),
    vsSurround: mean(belowSurround(logL, width, height, px(SURROUND_M))),
    contextBrightnessSpread: mean(boxStdDev(logL, width, height, px(CONTEXT_M))),
    gradientFine,
    gradientCoarse,
    peaks,
    footprint,
    shadowDistance,
    imageLevel: quantile(logL, 0.75),
    plantsLevel,
  };
}

/**
 * The gradient of the lightly smoothed image per region and, with NIR, the brightness of the
 * image's smoother plants (only the model for imagery with NIR reads it: NIR_ONLY_FEATURES).
 */
function coarseGradient(
  logL: Float32Array,
  ndvi: Float32Array | null,
  { width, height }: SizedBands,
  mean: RegionMean,
) {
  const gradient = gradientMagnitude(boxMean(logL, width, height, 1), width, height, 2);
  const plantsLevel = ndvi
    ? (smoothPlantsLevel(ndvi, logL, gradient) ?? quantile(logL, 0.5))
    : null;
  return { gradientCoarse: mean(gradient), plantsLevel };
}

/** Each pixel's log brightness less its surround's mean. */
function belowSurround(logL: Float32Array, width: number, height: number, r: number) {
  const surround = boxMean(logL, width, height, r);
  for (let i = 0; i < logL.length; i++) surround[i] = (logL[i] ?? 0) - (surround[i] ?? 0);
  return surround;
}

/** Chromaticity's region means and the spread of green chromaticity around each pixel. */
function chromaMeans(hazeFree: SizedBands, mean: RegionMean, contextPx: number) {
  const { width, height, red, green, blue } = hazeFree;
  const n = width * height;
  const chroma = [new Float32Array(n), new Float32Array(n), new Float32Array(n)] as const;
  for (let i = 0; i < n; i++) {
    const r = red[i] ?? 0;
    const g = green[i] ?? 0;
    const b = blue[i] ?? 0;
    const sum = r + g + b + 3;
    chroma[0][i] = (r + 1) / sum;
    chroma[1][i] = (g + 1) / sum;
    chroma[2][i] = (b + 1) / sum;
  }
  return {
    redChroma: mean(chroma[0]),
    greenChroma: mean(chroma[1]),
    blueChroma: mean(chroma[2]),
    contextChromaSpread: mean(boxStdDev(chroma[1], width, height, contextPx)),
  };
}

/** NDVI and the NIR ratio per region (stand-ins without NIR), and the NDVI plane itself. */
function nirMeasures(hazeFree: SizedBands, mean: RegionMean) {
  const { red, green, blue, nir } = hazeFree;
  const n = red.length;
  const ndvi = new Float32Array(n).fill(NO_NIR);
  const nirRatio = new Float32Array(n).fill(NO_NIR);
  if (nir)
    for (let i = 0; i < n; i++) {
      const r = red[i] ?? 0;
      const v = nir[i] ?? 0;
      ndvi[i] = (v - r) / Math.max(4, v + r);
      nirRatio[i] = v / ((r + (green[i] ?? 0) + (blue[i] ?? 0) + 3) / 3);
    }
  return { ndvi: mean(ndvi), nirRatio: mean(nirRatio), ndviPlane: nir ? ndvi : null };
}

/** The structure tensor's coherence and energy per region, and coherence around each pixel. */
function tensorMeans(
  logL: Float32Array,
  width: number,
  height: number,
  mean: RegionMean,
  px: (metres: number) => number,
) {
  const { coherence, energy } = structureTensor(logL, width, height, px(TENSOR_M));
  return {
    coherence: mean(coherence),
    energy: mean(energy),
    contextCoherence: mean(boxMean(coherence, width, height, px(CONTEXT_M))),
  };
}

/**
 * Mean and spread of per-pixel planes over each region, sharing the regions' sizes. Each loop
 * reads its typed arrays directly: a callback per pixel cost the region classifier 4 %.
 */
export function regionAverager(segmentation: Segmentation): RegionMean & {
  spread: (plane: Float32Array, mean: Float32Array) => Float32Array;
} {
  const { labels, count } = segmentation;
  const sizes = new Float64Array(count);
  for (let i = 0; i < labels.length; i++) sizes[labels[i] ?? 0] = (sizes[labels[i] ?? 0] ?? 0) + 1;
  const perSize = (sums: Float64Array, finish: (v: number) => number = (v) => v) => {
    const out = new Float32Array(count);
    for (let r = 0; r < count; r++) out[r] = finish((sums[r] ?? 0) / Math.max(1, sizes[r] ?? 1));
    return out;
  };
  const mean = (plane: Float32Array) => {
    const sums = new Float64Array(count);
    for (let i = 0; i < labels.length; i++) {
      const label = labels[i] ?? 0;
      sums[label] = (sums[label] ?? 0) + (plane[i] ?? 0);
    }
    return perSize(sums);
  };
  const spread = (plane: Float32Array, means: Float32Array) => {
    const squares = new Float64Array(count);
    for (let i = 0; i < labels.length; i++) {
      const label = labels[i] ?? 0;
      const d = (plane[i] ?? 0) - (means[label] ?? 0);
      squares[label] = (squares[label] ?? 0) + d * d;
    }
    return perSize(squares, Math.sqrt);
  };
  return Object.assign(mean, { spread });
}

/** Quantile of a plane from a sorted sample of at most ~4096 values. */
function quantile(plane: Float32Array, q: number): number {
  const stride = Math.max(1, Math.floor(plane.length / 4096));
  const sample = new Float32Array(Math.ceil(plane.length / stride));
  for (let i = 0, j = 0; i < plane.length; i += stride, j++) sample[j] = plane[i] ?? 0;
  return kthSmallest(sample, Math.min(sample.length - 1, Math.floor(q * sample.length)));
}
