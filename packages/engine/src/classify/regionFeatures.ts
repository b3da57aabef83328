import type { RasterBands } from '../raster/geoRaster.ts';
import { boxMean, boxStdDev } from './boxFilter.ts';
import { peakProminence } from './bumpiness.ts';
import { removeHaze } from './haze.ts';
import { kthSmallest } from './select.ts';
import { buildingShadowDistance, smoothPlantsLevel } from './nirMeasures.ts';
import { gradientMagnitude, structureTensor } from './pixelTexture.ts';
import {
  bilateralSmooth,
  regionGraph,
  slic,
  type RegionGraph,
  type Segmentation,
} from './superpixels.ts';

/** Regions are cut at about this size, whatever the pixel size. */
const REGION_M2 = 1.5;
/** Windows of the texture and context measures, in metres. */
const TENSOR_M = 1;
const CONTEXT_M = 3;
const SURROUND_M = 8;
/** SLIC rounds: a fourth moved region borders little and cost a quarter of SLIC's time. */
const SLIC_ITERATIONS = 3;
/** Stand-in for NIR measures when the imagery has no NIR band (the model learns both). */
const NO_NIR = -2;
/**
 * Stand-in for the footprint measures when no footprint data covers the window, so that "no
 * data" stays apart from "outside every known footprint" (0) and "inside one" (1).
 */
const NO_FOOTPRINTS = -1;

/**
 * What the region classifier reads of each region. Colour enters only in forms that hold
 * under a change of exposure, haze or shade (chromaticity, brightness relative to the image
 * and to the surroundings); textures at three scales (pixel gradient, gradient of the
 * smoothed image, leaf-clump peaks, structure-tensor coherence that marks parallel bands such
 * as mowing stripes); size and shape; NIR when there is some; and context: the neighbouring
 * regions' colour and texture, the region's texture and green set against theirs (a smooth
 * dark lawn among leafy crowns, a leafy crown on a lawn), how much darker the region is than its
 * brightest neighbour (shade beside a crown or a roof) and than the brightest surface two
 * regions away (the lit ground around a shaded patch); and the building footprints, in three
 * states: a region inside a known footprint, outside every known footprint (footprint data covers
 * the window), or with no footprint data at all. A bright, even slab outside known footprints is
 * likelier paving than the same slab where nothing is known of the buildings. With NIR, the
 * region's brightness is also read against the image's smoother plants (brightnessVsPlants): a
 * watered lawn in one photograph is as dark as a crown in another, but within one photograph its
 * lawns are brighter than its crowns.
 */
export const REGION_FEATURES = [
  'redChroma',
  'greenChroma',
  'blueChroma',
  'brightnessVsImage',
  'brightnessVsSurround',
  'brightnessSpread',
  'ndvi',
  'nirRatio',
  'gradientFine',
  'gradientCoarse',
  'peaks',
  'coherence',
  'tensorEnergy',
  'contextBrightnessSpread',
  'contextChromaSpread',
  'contextCoherence',
  'areaM2',
  'elongation',
  'neighbourGreenChroma',
  'neighbourBlueChroma',
  'neighbourBrightness',
  'neighbourGradient',
  'neighbourPeaks',
  'belowBrightestNeighbour',
  'aboveDarkestNeighbour',
  'gradientVsNeighbours',
  'peaksVsNeighbours',
  'greenVsNeighbours',
  'belowLocalLit',
  'footprintShare',
  'neighbourFootprintShare',
  'brightnessVsPlants',
  'buildingShadowDistance',
] as const;
export type RegionFeatureName = (typeof REGION_FEATURES)[number];
/** Measures only imagery with NIR gives: the model for imagery without NIR never reads them. */
export const NIR_ONLY_FEATURES: readonly RegionFeatureName[] = [
  'brightnessVsPlants',
  'buildingShadowDistance',
];
/** Whether a region was measured on imagery with NIR, from its `ndvi` value (a stand-in without). */
export const measuredWithNir = (ndvi: number): boolean => ndvi !== NO_NIR;

export interface RegionAnalysis {
  segmentation: Segmentation;
  graph: RegionGraph;
  /** One column per REGION_FEATURES entry, one value per region. */
  columns: Float32Array[];
  /** Mean smoothed colour per region (3 values each), for similarity between neighbours. */
  colour: Float32Array;
}

/**
 * Segments the image into regions and measures every region. `footprints` is 0/1 per pixel
 * where footprint data covers the window (all 0 when it holds no building), null without any.
 */
export function analyseRegions(
  bands: RasterBands,
  metresPerPixel: number,
  footprints: Uint8Array | null,
): RegionAnalysis {
  const { width, height } = bands;
  const n = width * height;
  const { red, green, blue, nir } = removeHaze(bands);
  const chroma = [new Float32Array(n), new Float32Array(n), new Float32Array(n)] as const;
  const logL = new Float32Array(n);
  const ndvi = new Float32Array(n).fill(NO_NIR);
  const nirRatio = new Float32Array(n).fill(NO_NIR);
  const textureBand = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r = red[i] ?? 0;
    const g = green[i] ?? 0;
    const b = blue[i] ?? 0;
    const sum = r + g + b + 3;
    chroma[0][i] = (r + 1) / sum;
    chroma[1][i] = (g + 1) / sum;
    chroma[2][i] = (b + 1) / sum;
    logL[i] = Math.log(sum / 3 + 1);
    textureBand[i] = g;
    if (nir) {
      const v = nir[i] ?? 0;
      ndvi[i] = (v - r) / Math.max(4, v + r);
      nirRatio[i] = v / (sum / 3);
      textureBand[i] = v;
    }
  }
  const smoothed = bilateralSmooth({ width, height, planes: [red, green, blue] }, 12);
  const step = Math.max(2, Math.round(Math.sqrt(REGION_M2) / metresPerPixel));
  const segmentation = slic(smoothed, { step, compactness: 10, iterations: SLIC_ITERATIONS });
  const graph = regionGraph(segmentation);
  const px = (metres: number) => Math.max(1, Math.round(metres / metresPerPixel));

  const gradientFine = gradientMagnitude(logL, width, height, 1);
  const gradientCoarse = gradientMagnitude(boxMean(logL, width, height, 1), width, height, 2);
  const peaks = peakProminence(textureBand, width, height);
  const { coherence, energy } = structureTensor(logL, width, height, px(TENSOR_M));
  const surround = boxMean(logL, width, height, px(SURROUND_M));
  const vsSurround = new Float32Array(n);
  for (let i = 0; i < n; i++) vsSurround[i] = (logL[i] ?? 0) - (surround[i] ?? 0);
  const contextBrightnessSpread = boxStdDev(logL, width, height, px(CONTEXT_M));
  const contextChromaSpread = boxStdDev(chroma[1], width, height, px(CONTEXT_M));
  const contextCoherence = boxMean(coherence, width, height, px(CONTEXT_M));
  const imageLevel = quantile(logL, 0.75);
  // Only the model for imagery with NIR reads these two (NIR_ONLY_FEATURES).
  const plantsLevel = nir
    ? (smoothPlantsLevel(ndvi, logL, gradientCoarse) ?? quantile(logL, 0.5))
    : null;
  const shadowDistance =
    nir && footprints
      ? buildingShadowDistance(footprints, logL, width, height, metresPerPixel)
      : new Float32Array(n).fill(NO_FOOTPRINTS);
  const footprintPlane = new Float32Array(n);
  for (let i = 0; i < n; i++)
    footprintPlane[i] = footprints ? (footprints[i] ? 1 : 0) : NO_FOOTPRINTS;

  const means = regionMeans(segmentation, [
    chroma[0],
    chroma[1],
    chroma[2],
    logL,
    vsSurround,
    ndvi,
    nirRatio,
    gradientFine,
    gradientCoarse,
    peaks,
    coherence,
    energy,
    contextBrightnessSpread,
    contextChromaSpread,
    contextCoherence,
    footprintPlane,
    shadowDistance,
    ...smoothed.planes,
  ]);
  const [
    mRed,
    mGreen,
    mBlue,
    mLogL,
    mVsSurround,
    mNdvi,
    mNirRatio,
    mGradFine,
    mGradCoarse,
    mPeaks,
    mCoherence,
    mEnergy,
    mCtxSpread,
    mCtxChroma,
    mCtxCoherence,
    mFootprint,
    mShadowDistance,
  ] = means.means;
  const count = segmentation.count;
  const brightnessVsImage = new Float32Array(count);
  for (let r = 0; r < count; r++) brightnessVsImage[r] = (mLogL?.[r] ?? 0) - imageLevel;
  const shape = regionShape(segmentation, metresPerPixel);
  const neighbour = (column: Float32Array | undefined) =>
    neighbourMean(graph, column ?? new Float32Array(count));
  const { below, above } = neighbourContrast(graph, mLogL ?? new Float32Array(count));
  const minus = (a: Float32Array | undefined, b: Float32Array) => {
    const out = new Float32Array(b.length);
    for (let r = 0; r < b.length; r++) out[r] = (a?.[r] ?? 0) - (b[r] ?? 0);
    return out;
  };
  const { below: belowLocalLit } = neighbourContrast(graph, mLogL ?? new Float32Array(count), 2);
  const brightnessVsPlants = new Float32Array(count).fill(NO_NIR);
  if (plantsLevel !== null)
    for (let r = 0; r < count; r++) brightnessVsPlants[r] = (mLogL?.[r] ?? 0) - plantsLevel;
  const planes: Record<RegionFeatureName, Float32Array | undefined> = {
    redChroma: mRed,
    greenChroma: mGreen,
    blueChroma: mBlue,
    brightnessVsImage,
    brightnessVsSurround: mVsSurround,
    brightnessSpread: means.spreadOfFourth,
    ndvi: mNdvi,
    nirRatio: mNirRatio,
    gradientFine: mGradFine,
    gradientCoarse: mGradCoarse,
    peaks: mPeaks,
    coherence: mCoherence,
    tensorEnergy: mEnergy,
    contextBrightnessSpread: mCtxSpread,
    contextChromaSpread: mCtxChroma,
    contextCoherence: mCtxCoherence,
    areaM2: shape.area,
    elongation: shape.elongation,
    neighbourGreenChroma: neighbour(mGreen),
    neighbourBlueChroma: neighbour(mBlue),
    neighbourBrightness: neighbour(brightnessVsImage),
    neighbourGradient: neighbour(mGradCoarse),
    neighbourPeaks: neighbour(mPeaks),
    belowBrightestNeighbour: below,
    aboveDarkestNeighbour: above,
    gradientVsNeighbours: minus(mGradCoarse, neighbour(mGradCoarse)),
    peaksVsNeighbours: minus(mPeaks, neighbour(mPeaks)),
    greenVsNeighbours: minus(mGreen, neighbour(mGreen)),
    belowLocalLit,
    footprintShare: mFootprint,
    neighbourFootprintShare: neighbour(mFootprint),
    brightnessVsPlants,
    buildingShadowDistance: mShadowDistance,
  };
  const colour = new Float32Array(count * 3);
  const smoothedMeans = means.means.slice(-3);
  for (let r = 0; r < count; r++)
    for (let c = 0; c < 3; c++) colour[r * 3 + c] = smoothedMeans[c]?.[r] ?? 0;
  return {
    segmentation,
    graph,
    columns: REGION_FEATURES.map((name) => planes[name] ?? new Float32Array(count)),
    colour,
  };
}

/** Mean of each plane per region, and the spread (standard deviation) of the fourth plane. */
function regionMeans(
  segmentation: Segmentation,
  planes: readonly Float32Array[],
): { means: Float32Array[]; spreadOfFourth: Float32Array } {
  const { labels, count } = segmentation;
  const sizes = new Float64Array(count);
  for (let i = 0; i < labels.length; i++) sizes[labels[i] ?? 0] = (sizes[labels[i] ?? 0] ?? 0) + 1;
  // One plane at a time: each loop holds a single typed array, which the compiler keeps fast.
  const means = planes.map((plane) => {
    const sums = new Float64Array(count);
    for (let i = 0; i < labels.length; i++) {
      const label = labels[i] ?? 0;
      sums[label] = (sums[label] ?? 0) + (plane[i] ?? 0);
    }
    const mean = new Float32Array(count);
    for (let r = 0; r < count; r++) mean[r] = (sums[r] ?? 0) / Math.max(1, sizes[r] ?? 1);
    return mean;
  });
  const fourth = planes[3] ?? new Float32Array(labels.length);
  const mean = means[3] ?? new Float32Array(count);
  const squares = new Float64Array(count);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] ?? 0;
    const d = (fourth[i] ?? 0) - (mean[label] ?? 0);
    squares[label] = (squares[label] ?? 0) + d * d;
  }
  const spreadOfFourth = new Float32Array(count);
  for (let r = 0; r < count; r++)
    spreadOfFourth[r] = Math.sqrt((squares[r] ?? 0) / Math.max(1, sizes[r] ?? 1));
  return { means, spreadOfFourth };
}

/** Area in m² and elongation (1 − minor/major axis from second moments) of each region. */
function regionShape(
  segmentation: Segmentation,
  metresPerPixel: number,
): { area: Float32Array; elongation: Float32Array } {
  const { labels, count, width } = segmentation;
  const m = new Float64Array(count * 6);
  for (let i = 0; i < labels.length; i++) {
    const o = (labels[i] ?? 0) * 6;
    const x = i % width;
    const y = (i - x) / width;
    m[o] = (m[o] ?? 0) + 1;
    m[o + 1] = (m[o + 1] ?? 0) + x;
    m[o + 2] = (m[o + 2] ?? 0) + y;
    m[o + 3] = (m[o + 3] ?? 0) + x * x;
    m[o + 4] = (m[o + 4] ?? 0) + y * y;
    m[o + 5] = (m[o + 5] ?? 0) + x * y;
  }
  const area = new Float32Array(count);
  const elongation = new Float32Array(count);
  for (let r = 0; r < count; r++) {
    const o = r * 6;
    const size = m[o] ?? 1;
    const mx = (m[o + 1] ?? 0) / size;
    const my = (m[o + 2] ?? 0) / size;
    const a = (m[o + 3] ?? 0) / size - mx * mx + 1 / 12;
    const b = (m[o + 4] ?? 0) / size - my * my + 1 / 12;
    const c = (m[o + 5] ?? 0) / size - mx * my;
    const root = Math.sqrt((a - b) ** 2 + 4 * c * c);
    const major = (a + b + root) / 2;
    const minor = Math.max(0, (a + b - root) / 2);
    area[r] = size * metresPerPixel * metresPerPixel;
    elongation[r] = 1 - Math.sqrt(minor / Math.max(1e-6, major));
  }
  return { area, elongation };
}

/** Border-weighted mean of a per-region value over each region's neighbours. */
export function neighbourMean(graph: RegionGraph, column: Float32Array): Float32Array {
  const out = new Float32Array(column.length);
  for (let r = 0; r < column.length; r++) {
    let sum = 0;
    let weight = 0;
    for (let e = graph.offsets[r] ?? 0; e < (graph.offsets[r + 1] ?? 0); e++) {
      const w = graph.border[e] ?? 0;
      sum += w * (column[graph.neighbours[e] ?? 0] ?? 0);
      weight += w;
    }
    out[r] = weight > 0 ? sum / weight : (column[r] ?? 0);
  }
  return out;
}

/**
 * How far each region's value sits below the highest and above the lowest value within `hops`
 * steps of the region graph (1: its neighbours).
 */
function neighbourContrast(
  graph: RegionGraph,
  column: Float32Array,
  hops = 1,
): { below: Float32Array; above: Float32Array } {
  let hi = column;
  let lo = column;
  for (let hop = 0; hop < hops; hop++) {
    const nextHi = hi.slice();
    const nextLo = lo.slice();
    for (let r = 0; r < column.length; r++) {
      for (let e = graph.offsets[r] ?? 0; e < (graph.offsets[r + 1] ?? 0); e++) {
        const u = graph.neighbours[e] ?? 0;
        nextHi[r] = Math.max(nextHi[r] ?? 0, hi[u] ?? 0);
        nextLo[r] = Math.min(nextLo[r] ?? 0, lo[u] ?? 0);
      }
    }
    hi = nextHi;
    lo = nextLo;
  }
  const below = new Float32Array(column.length);
  const above = new Float32Array(column.length);
  for (let r = 0; r < column.length; r++) {
    const v = column[r] ?? 0;
    below[r] = (hi[r] ?? v) - v;
    above[r] = v - (lo[r] ?? v);
  }
  return { below, above };
}

/** Quantile of a plane from a sorted sample of at most ~4096 values. */
function quantile(plane: Float32Array, q: number): number {
  const stride = Math.max(1, Math.floor(plane.length / 4096));
  const sample = new Float32Array(Math.ceil(plane.length / stride));
  for (let i = 0, j = 0; i < plane.length; i += stride, j++) sample[j] = plane[i] ?? 0;
  return kthSmallest(sample, Math.min(sample.length - 1, Math.floor(q * sample.length)));
}
