import type { RasterBands } from '../raster/geoRaster.ts';
import { removeHaze } from './haze.ts';
import { NO_NIR, pixelMeasures, regionAverager, type SizedBands } from './regionMeans.ts';
import {
  bilateralSmooth,
  regionGraph,
  slic,
  type RegionGraph,
  type Segmentation,
} from './superpixels.ts';

/** Regions are cut at about this size, whatever the pixel size. */
const REGION_M2 = 1.5;
/** SLIC rounds: a fourth moved region borders little and cost a quarter of SLIC's time. */
const SLIC_ITERATIONS = 3;

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
  const hazeFree = { ...removeHaze(bands), width: bands.width, height: bands.height };
  const { segmentation, graph, colour } = segment(hazeFree, metresPerPixel);
  const m = pixelMeasures(hazeFree, segmentation, metresPerPixel, footprints);
  const count = segmentation.count;
  const brightnessVsImage = new Float32Array(count);
  for (let r = 0; r < count; r++) brightnessVsImage[r] = (m.logL[r] ?? 0) - m.imageLevel;
  const shape = regionShape(segmentation, metresPerPixel);
  const neighbour = (column: Float32Array) => neighbourMean(graph, column);
  const { below, above } = neighbourContrast(graph, m.logL);
  const minus = (a: Float32Array, b: Float32Array) => {
    const out = new Float32Array(b.length);
    for (let r = 0; r < b.length; r++) out[r] = (a[r] ?? 0) - (b[r] ?? 0);
    return out;
  };
  const { below: belowLocalLit } = neighbourContrast(graph, m.logL, 2);
  const brightnessVsPlants = new Float32Array(count).fill(NO_NIR);
  if (m.plantsLevel !== null)
    for (let r = 0; r < count; r++) brightnessVsPlants[r] = (m.logL[r] ?? 0) - m.plantsLevel;
  const planes: Record<RegionFeatureName, Float32Array> = {
    redChroma: m.redChroma,
    greenChroma: m.greenChroma,
    blueChroma: m.blueChroma,
    brightnessVsImage,
    brightnessVsSurround: m.vsSurround,
    brightnessSpread: m.brightnessSpread,
    ndvi: m.ndvi,
    nirRatio: m.nirRatio,
    gradientFine: m.gradientFine,
    gradientCoarse: m.gradientCoarse,
    peaks: m.peaks,
    coherence: m.coherence,
    tensorEnergy: m.energy,
    contextBrightnessSpread: m.contextBrightnessSpread,
    contextChromaSpread: m.contextChromaSpread,
    contextCoherence: m.contextCoherence,
    areaM2: shape.area,
    elongation: shape.elongation,
    neighbourGreenChroma: neighbour(m.greenChroma),
    neighbourBlueChroma: neighbour(m.blueChroma),
    neighbourBrightness: neighbour(brightnessVsImage),
    neighbourGradient: neighbour(m.gradientCoarse),
    neighbourPeaks: neighbour(m.peaks),
    belowBrightestNeighbour: below,
    aboveDarkestNeighbour: above,
    gradientVsNeighbours: minus(m.gradientCoarse, neighbour(m.gradientCoarse)),
    peaksVsNeighbours: minus(m.peaks, neighbour(m.peaks)),
    greenVsNeighbours: minus(m.greenChroma, neighbour(m.greenChroma)),
    belowLocalLit,
    footprintShare: m.footprint,
    neighbourFootprintShare: neighbour(m.footprint),
    brightnessVsPlants,
    buildingShadowDistance: m.shadowDistance,
  };
  return {
    segmentation,
    graph,
    columns: REGION_FEATURES.map((name) => planes[name]),
    colour,
  };
}

/** The regions, their graph and each region's mean edge-preserved colour (3 values each). */
function segment(hazeFree: SizedBands, metresPerPixel: number) {
  const { width, height, red, green, blue } = hazeFree;
  const smoothed = bilateralSmooth({ width, height, planes: [red, green, blue] }, 12);
  const step = Math.max(2, Math.round(Math.sqrt(REGION_M2) / metresPerPixel));
  const segmentation = slic(smoothed, { step, compactness: 10, iterations: SLIC_ITERATIONS });
  const graph = regionGraph(segmentation);
  const mean = regionAverager(segmentation);
  const smoothedMeans = smoothed.planes.map(mean);
  const count = segmentation.count;
  const colour = new Float32Array(count * 3);
  for (let r = 0; r < count; r++)
    for (let c = 0; c < 3; c++) colour[r * 3 + c] = smoothedMeans[c]?.[r] ?? 0;
  return { segmentation, graph, colour };
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
