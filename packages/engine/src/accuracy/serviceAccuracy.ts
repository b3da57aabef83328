/**
 * How well the measures for services beyond mowing (beds, paving, lawn edges, trees) match
 * the truth, per parcel, on the demo region and on the texture painter's scenes. The true
 * figures are the same measures taken on the truth classes (so the true edges are measured
 * on the true lawn's smoothed outlines too); the true tree count is the trees each painter
 * planted with their middle in the lot (the demo's shrubs left out).
 */
import type { ClassMap } from '../classify/classifyPixels.ts';
import { getDemoRegion, type DemoRegionOptions } from '../demoRegion/demoRegion.ts';
import type { Position } from '../geo/geojson.ts';
import { buildScene } from '../demoRegion/layout/buildScene.ts';
import { Random } from '../demoRegion/random.ts';
import { mowableMask } from '../measure/mowableMask.ts';
import { serviceMeasures, type ServiceMeasures } from '../measure/services/serviceMeasures.ts';
import { measureParcel } from '../pipeline/measureParcel.ts';
import { BuiltinVision } from '../providers/builtinVision.ts';
import type { Classifier } from './crossSourceEvaluation.ts';
import { demoProviders, truthWindow } from './measureAccuracy.ts';
import { measuredTextureLot } from './textureLot.ts';

/** The targets: median area and length errors, and parcels with the tree count ±1. */
export const SERVICE_TARGETS = {
  hardscape: 0.08,
  beds: 0.12,
  edges: 0.1,
  treesWithinOne: 0.8,
} as const;

/**
 * Parcels whose true figure is smaller than these are left out of that figure's relative
 * error (a few square feet of bed are no base for a percentage); the tree count is scored on
 * parcels with at most ten trees.
 */
export const SMALLEST_TRUE = {
  hardscapeSqFt: 50,
  sidewalkSqFt: 50,
  bedsSqFt: 30,
  edgesFt: 30,
  trees: 10,
} as const;

/** The figures compared, for one parcel. */
export interface ServiceFigures {
  hardscapeSqFt: number;
  /** The public sidewalk along the lot's street side. */
  sidewalkSqFt: number;
  bedsSqFt: number;
  /** Lawn edge along paving and along beds together. */
  edgesFt: number;
  trees: number;
}

export interface ServiceParcel {
  measured: ServiceFigures;
  truth: ServiceFigures;
  /** Crowns counted on the true canopy: what the count would be with a perfect classifier. */
  treesOnTrueCanopy: number | null;
}

export const figures = (s: ServiceMeasures): ServiceFigures => ({
  hardscapeSqFt: s.hardscape.totalSqFt,
  sidewalkSqFt: s.hardscape.sidewalkSqFt,
  bedsSqFt: s.bedsSqFt,
  edgesFt: s.edges.hardFt + s.edges.bedFt,
  trees: s.trees.count,
});

/** One lot's measures on a class map (classified or true), as the product takes them. */
export interface LotInput {
  classes: Uint8Array;
  confidence: Uint8Array;
  width: number;
  height: number;
  metresPerPixel: number;
  parcelMask: Uint8Array;
  buildingMask: Uint8Array | null;
  mowable: Uint8Array;
  parcelRing: readonly Position[] | null;
}

export function measuresOf(lot: LotInput): ServiceMeasures {
  return serviceMeasures({
    ...lot,
    pixelAreaM2: lot.metresPerPixel ** 2,
    scene: { parcelSource: 'parcel', imageryAgeYears: 0, resolutionM: lot.metresPerPixel },
  });
}

/** The same measures on the truth classes, with the painter's own tree count. */
function truthFigures(
  truth: Uint8Array,
  lot: Omit<LotInput, 'classes' | 'confidence' | 'mowable'>,
  trees: number,
): Pick<ServiceParcel, 'truth' | 'treesOnTrueCanopy'> {
  const { width, height, metresPerPixel, parcelMask, buildingMask } = lot;
  const measured = measuresOf({
    ...lot,
    classes: truth,
    confidence: new Uint8Array(truth.length).fill(255),
    mowable: mowableMask(truth, parcelMask, buildingMask, width, height, metresPerPixel),
  });
  return { truth: { ...figures(measured), trees }, treesOnTrueCanopy: measured.trees.count };
}

/**
 * Every `stride`-th parcel of a demo region through the real pipeline (demo providers, the
 * built-in classifier), against the region's truth mask and the trees its layout planted.
 */
export async function demoServiceParcels(
  seed: number,
  region: DemoRegionOptions,
  stride: number,
): Promise<ServiceParcel[]> {
  const demo = getDemoRegion(seed, region);
  const providers = demoProviders(demo, new BuiltinVision());
  // The layout alone (no painting) says where each tree stands, in metres.
  const layout = buildScene(new Random(seed), { compact: region.compact ?? false });
  const parcels: ServiceParcel[] = [];
  for (const parcel of demo.parcels.filter((_, k) => k % stride === 0)) {
    const record = await providers.parcels.parcelAt(parcel.point);
    if (!record) throw new Error(`no parcel at the address point of ${parcel.address}`);
    const m = await measureParcel(record, providers);
    const lot = {
      width: m.georef.width,
      height: m.georef.height,
      metresPerPixel: m.metresPerPixel,
      parcelMask: m.parcelMask,
      buildingMask: m.buildingMask,
      parcelRing: m.parcelRings[0] ?? null,
    };
    const rect = layout.lots.find((l) => l.index === parcel.lotIndex)?.rect;
    const trees = layout.elements.filter(
      (e) =>
        e.type === 'tree' &&
        e.tree.species !== 'shrub' &&
        rect !== undefined &&
        e.tree.x >= rect[0] &&
        e.tree.x < rect[2] &&
        e.tree.y >= rect[1] &&
        e.tree.y < rect[3],
    ).length;
    parcels.push({
      measured: figures(measuresOf({ ...lot, ...classesOf(m.classMap), mowable: m.lawn.mowable })),
      ...truthFigures(truthWindow(demo, m), lot, trees),
    });
  }
  return parcels;
}

const classesOf = (map: ClassMap) => ({ classes: map.classes, confidence: map.confidence });

/**
 * Texture painter scenes on the given seeds (outside every training range: 1000–1099,
 * 2000–2099, 3000–3099), classified and measured on their lot with footprints given.
 */
export async function textureServiceParcels(
  seeds: readonly number[],
  classify: Classifier,
): Promise<ServiceParcel[]> {
  const parcels: ServiceParcel[] = [];
  for (const seed of seeds) {
    const { scene, parcelMask, buildingMask, classMap, lawn } = await measuredTextureLot(
      seed,
      classify,
    );
    const { metresPerPixel, truth } = scene;
    const { width, height } = scene.bands;
    const lot = {
      width,
      height,
      metresPerPixel,
      parcelMask,
      buildingMask,
      parcelRing: scene.parcel,
    };
    const trees = scene.trees.filter(
      ({ centre: [x, y] }) => parcelMask[Math.floor(y) * width + Math.floor(x)] === 1,
    ).length;
    parcels.push({
      measured: figures(measuresOf({ ...lot, ...classesOf(classMap), mowable: lawn.mowable })),
      ...truthFigures(truth, lot, trees),
    });
  }
  return parcels;
}

export interface ServiceSummary {
  /** Median |measured − true| / true over the parcels with enough of each, and their count. */
  hardscape: { parcels: number; median: number };
  sidewalk: { parcels: number; median: number };
  beds: { parcels: number; median: number };
  edges: { parcels: number; median: number };
  /** Share of parcels with at most ten trees whose count is within ±1. */
  trees: { parcels: number; withinOne: number };
  /** The same share for the count on the true canopy; null where the truth has none. */
  treesOnTrueCanopy: number | null;
}

/** One place's tree count: measured, true, and counted on the true canopy where known. */
export interface TreeCount {
  measured: number;
  truth: number;
  onTrueCanopy: number | null;
}

export function medianRelativeError(
  parcels: readonly ServiceParcel[],
  figure: 'hardscapeSqFt' | 'sidewalkSqFt' | 'bedsSqFt' | 'edgesFt',
  smallest: number,
) {
  const errors = parcels
    .filter((p) => p.truth[figure] >= smallest)
    .map((p) => Math.abs(p.measured[figure] - p.truth[figure]) / p.truth[figure])
    .sort((a, b) => a - b);
  const middle = errors.length / 2;
  const median =
    errors.length === 0
      ? 0
      : errors.length % 2
        ? (errors[Math.floor(middle)] ?? 0)
        : ((errors[middle - 1] ?? 0) + (errors[middle] ?? 0)) / 2;
  return { parcels: errors.length, median };
}

/**
 * Each figure's median error over a source's parcels, and the share of tree counts within ±1
 * (the parcels' own, unless counted over other places).
 */
export function serviceSummary(
  parcels: readonly ServiceParcel[],
  counts: readonly TreeCount[] = parcels.map((p) => ({
    measured: p.measured.trees,
    truth: p.truth.trees,
    onTrueCanopy: p.treesOnTrueCanopy,
  })),
): ServiceSummary {
  const counted = counts.filter((c) => c.truth <= SMALLEST_TRUE.trees);
  const withinOne = (count: (c: TreeCount) => number | null) => {
    const within = counted.filter((c) => {
      const n = count(c);
      return n !== null && Math.abs(n - c.truth) <= 1;
    });
    return counted.length ? within.length / counted.length : 0;
  };
  return {
    hardscape: medianRelativeError(parcels, 'hardscapeSqFt', SMALLEST_TRUE.hardscapeSqFt),
    sidewalk: medianRelativeError(parcels, 'sidewalkSqFt', SMALLEST_TRUE.sidewalkSqFt),
    beds: medianRelativeError(parcels, 'bedsSqFt', SMALLEST_TRUE.bedsSqFt),
    edges: medianRelativeError(parcels, 'edgesFt', SMALLEST_TRUE.edgesFt),
    trees: { parcels: counted.length, withinOne: withinOne((c) => c.measured) },
    treesOnTrueCanopy: counted.every((c) => c.onTrueCanopy !== null)
      ? withinOne((c) => c.onTrueCanopy)
      : null,
  };
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

/** A Markdown table of one source's summary beside the targets. */
export function formatServiceTable(source: string, s: ServiceSummary): string {
  const row = (figure: string, parcels: number, measured: string, target: string) =>
    `| ${figure} | ${parcels} | ${parcels ? measured : 'not scored'} | ${target} |`;
  const median = (figure: string, m: { parcels: number; median: number }, target: number) =>
    row(`${figure}, median error`, m.parcels, pct(m.median), `≤ ${pct(target)}`);
  return [
    `\nMeasures for other services: ${source}`,
    '| figure | parcels | measured | target |',
    '|---|---|---|---|',
    median('hardscape area', s.hardscape, SERVICE_TARGETS.hardscape),
    median('sidewalk along the lot', s.sidewalk, SERVICE_TARGETS.hardscape),
    median('bed area', s.beds, SERVICE_TARGETS.beds),
    median('edge length', s.edges, SERVICE_TARGETS.edges),
    row(
      'tree count within ±1 (≤ 10 trees)',
      s.trees.parcels,
      pct(s.trees.withinOne),
      `≥ ${pct(SERVICE_TARGETS.treesWithinOne)}`,
    ),
    row(
      'the same, counted on the true canopy',
      s.treesOnTrueCanopy === null ? 0 : s.trees.parcels,
      pct(s.treesOnTrueCanopy ?? 0),
      '–',
    ),
  ].join('\n');
}
