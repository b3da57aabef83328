/**
 * How well the measures for services beyond mowing (beds, paving, lawn edges, trees) match
 * the truth, per parcel, on the demo region and on the texture painter's scenes, with the
 * error split in two: the classifier's (the measures on its class map against the same
 * measures on the true class map) and the measures' own (the measures on the true class map
 * against the painter's own figures: its paving and bed pixels in the lot, the length of its
 * lawn's boundary with paving and beds, and the trees it planted with their middle in the lot
 * that a canopy can show; the demo's shrubs left out).
 */
import type { ClassMap } from '../classify/classifyPixels.ts';
import { LAWN, PAVEMENT, SOIL } from '../landClasses.ts';
import { getDemoRegion, type DemoRegionOptions } from '../demoRegion/demoRegion.ts';
import type { Position } from '../geo/geojson.ts';
import { buildScene } from '../demoRegion/layout/buildScene.ts';
import { Random } from '../demoRegion/random.ts';
import { mowableMask } from '../measure/mowableMask.ts';
import { serviceMeasures, type ServiceMeasures } from '../measure/services/serviceMeasures.ts';
import { squareFeet } from '../measure/units.ts';
import { measureParcel } from '../pipeline/measureParcel.ts';
import { BuiltinVision } from '../providers/builtinVision.ts';
import type { Classifier } from './crossSourceEvaluation.ts';
import { demoProviders, truthWindow } from './measureAccuracy.ts';
import { crownsInView, paintedEdgeLength } from './paintedFigures.ts';
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

/** The figures a painter gives of itself (it draws no line between sidewalk and street). */
export type PaintedFigures = Omit<ServiceFigures, 'sidewalkSqFt'>;

export interface ServiceParcel {
  /** The measures on the classifier's class map. */
  measured: ServiceFigures;
  /** The same measures on the true class map: what a perfect classifier would give. */
  onTrueClasses: ServiceFigures;
  /** The painter's own figures, where the source has a painter. */
  painted: PaintedFigures | null;
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

const FEET_PER_METRE = 1 / 0.3048;

/** The measures on the true class map, and the painter's own figures from it. */
function trueFigures(
  truth: Uint8Array,
  lot: Omit<LotInput, 'classes' | 'confidence' | 'mowable'>,
  trees: number,
): Pick<ServiceParcel, 'onTrueClasses' | 'painted'> {
  const { width, height, metresPerPixel, parcelMask, buildingMask } = lot;
  const onTrueClasses = figures(
    measuresOf({
      ...lot,
      classes: truth,
      confidence: new Uint8Array(truth.length).fill(255),
      mowable: mowableMask(truth, parcelMask, buildingMask, width, height, metresPerPixel),
    }),
  );
  const inParcel = (cls: number) => truth.map((c, i) => (c === cls && parcelMask[i] ? 1 : 0));
  const lawn = inParcel(LAWN);
  const paving = inParcel(PAVEMENT);
  const beds = inParcel(SOIL);
  // Lawn edge runs along paving in the lot or beyond its line, and along beds in the lot.
  const beyond = truth.map((c, i) => (c === PAVEMENT || beds[i] ? 1 : 0));
  const sqFt = (mask: Uint8Array) =>
    squareFeet(mask.reduce((n, v) => n + v, 0) * metresPerPixel ** 2);
  return {
    onTrueClasses,
    painted: {
      hardscapeSqFt: sqFt(paving),
      bedsSqFt: sqFt(beds),
      edgesFt: paintedEdgeLength(lawn, beyond, width, height) * metresPerPixel * FEET_PER_METRE,
      trees,
    },
  };
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
  // Shrubs hide crowns as trees do, but are no trees to count.
  const crowns = layout.elements.flatMap((e) =>
    e.type === 'tree'
      ? [
          {
            centre: [e.tree.x, e.tree.y] as const,
            radius: e.tree.radius,
            shrub: e.tree.species === 'shrub',
          },
        ]
      : [],
  );
  const inView = crownsInView(crowns);
  const planted = crowns.filter((crown, k) => inView[k] && !crown.shrub);
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
    const trees = planted.filter(
      ({ centre: [x, y] }) =>
        rect !== undefined && x >= rect[0] && x < rect[2] && y >= rect[1] && y < rect[3],
    ).length;
    parcels.push({
      measured: figures(measuresOf({ ...lot, ...classesOf(m.classMap), mowable: m.lawn.mowable })),
      ...trueFigures(truthWindow(demo, m), lot, trees),
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
    const crowns = scene.trees.map((t) => ({
      centre: t.centre,
      radius: t.radiusM / metresPerPixel,
    }));
    const inView = crownsInView(crowns);
    // Trees are planted beyond the picture too: a middle off the image is in no lot.
    const trees = crowns.filter(
      ({ centre: [x, y] }, k) =>
        inView[k] &&
        x >= 0 &&
        y >= 0 &&
        x < width &&
        y < height &&
        parcelMask[Math.floor(y) * width + Math.floor(x)] === 1,
    ).length;
    parcels.push({
      measured: figures(measuresOf({ ...lot, ...classesOf(classMap), mowable: lawn.mowable })),
      ...trueFigures(truth, lot, trees),
    });
  }
  return parcels;
}

/** A median relative error and the parcels it is taken over. */
export interface MedianError {
  parcels: number;
  median: number;
}

/** The figures compared as relative errors; the painters give all but the sidewalk. */
const FIGURE_KEYS = {
  hardscape: 'hardscapeSqFt',
  sidewalk: 'sidewalkSqFt',
  beds: 'bedsSqFt',
  edges: 'edgesFt',
} as const;
type Figure = keyof typeof FIGURE_KEYS;
type PaintedFigure = Exclude<Figure, 'sidewalk'>;

export interface ServiceSummary {
  /**
   * Median |measured − true| / true over the parcels with enough of each, and their count;
   * the truth is the painter's figure where the source has one, else the same measure on the
   * true classes (the sidewalk; hand labels).
   */
  hardscape: MedianError;
  sidewalk: MedianError;
  beds: MedianError;
  edges: MedianError;
  /** The classifier's part: the measured figures against the same measures on true classes. */
  classifierPart: Record<Figure, MedianError>;
  /** The measures' own part: on the true classes against the painter's figures, if any. */
  measureOwn: Record<PaintedFigure, MedianError> | null;
  /** Share of parcels with at most ten trees whose count is within ±1 of the true count. */
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

/** Median |figure − truth| / truth over the pairs whose truth is at least `smallest`. */
export function medianRelativeError(
  pairs: readonly { figure: number; truth: number }[],
  smallest: number,
): MedianError {
  const errors = pairs
    .filter((p) => p.truth >= smallest)
    .map((p) => Math.abs(p.figure - p.truth) / p.truth)
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

type FigureKey = (typeof FIGURE_KEYS)[Figure];

/** A figure's median error over the parcels for which `pair` gives a figure and its truth. */
function errorOver(
  parcels: readonly ServiceParcel[],
  name: Figure,
  pair: (p: ServiceParcel, key: FigureKey) => { figure: number; truth: number } | null,
): MedianError {
  const key = FIGURE_KEYS[name];
  return medianRelativeError(
    parcels.flatMap((p) => pair(p, key) ?? []),
    SMALLEST_TRUE[key],
  );
}

/** The painter's figure, where the source has a painter and the painter gives it. */
const paintedFigure = (p: ServiceParcel, key: FigureKey) =>
  key === 'sidewalkSqFt' || !p.painted ? null : p.painted[key];

/**
 * Each figure's median error over a source's parcels, split into the classifier's part and
 * the measures' own, and the share of tree counts within ±1 (the parcels' own against the
 * painter's, unless counted over other places).
 */
export function serviceSummary(
  parcels: readonly ServiceParcel[],
  counts: readonly TreeCount[] = parcels.flatMap((p) =>
    p.painted
      ? [
          {
            measured: p.measured.trees,
            truth: p.painted.trees,
            onTrueCanopy: p.onTrueClasses.trees,
          },
        ]
      : [],
  ),
): ServiceSummary {
  const counted = counts.filter((c) => c.truth <= SMALLEST_TRUE.trees);
  const withinOne = (count: (c: TreeCount) => number | null) => {
    const within = counted.filter((c) => {
      const n = count(c);
      return n !== null && Math.abs(n - c.truth) <= 1;
    });
    return counted.length ? within.length / counted.length : 0;
  };
  const whole = (name: Figure) =>
    errorOver(parcels, name, (p, key) => ({
      figure: p.measured[key],
      truth: paintedFigure(p, key) ?? p.onTrueClasses[key],
    }));
  const classifierPart = (name: Figure) =>
    errorOver(parcels, name, (p, key) => ({
      figure: p.measured[key],
      truth: p.onTrueClasses[key],
    }));
  const measureOwn = (name: PaintedFigure) =>
    errorOver(parcels, name, (p, key) => {
      const truth = paintedFigure(p, key);
      return truth === null ? null : { figure: p.onTrueClasses[key], truth };
    });
  return {
    hardscape: whole('hardscape'),
    sidewalk: whole('sidewalk'),
    beds: whole('beds'),
    edges: whole('edges'),
    classifierPart: {
      hardscape: classifierPart('hardscape'),
      sidewalk: classifierPart('sidewalk'),
      beds: classifierPart('beds'),
      edges: classifierPart('edges'),
    },
    measureOwn: parcels.some((p) => p.painted)
      ? { hardscape: measureOwn('hardscape'), beds: measureOwn('beds'), edges: measureOwn('edges') }
      : null,
    trees: { parcels: counted.length, withinOne: withinOne((c) => c.measured) },
    treesOnTrueCanopy:
      counted.length > 0 && counted.every((c) => c.onTrueCanopy !== null)
        ? withinOne((c) => c.onTrueCanopy)
        : null,
  };
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

/**
 * A Markdown table of one source's summary beside the targets: each figure against the truth,
 * and its error split into the classifier's part (against the same measure on the true
 * classes) and the measure's own (on the true classes against the painter's figure).
 */
export function formatServiceTable(source: string, s: ServiceSummary): string {
  const cell = (m: MedianError | undefined) =>
    m?.parcels ? `${pct(m.median)} (${m.parcels})` : '–';
  const row = (figure: string, whole: string, classifier: string, own: string, target: string) =>
    `| ${figure} | ${whole} | ${classifier} | ${own} | ${target} |`;
  const median = (name: Figure, label: string, target: number) =>
    row(
      `${label}, median error (parcels)`,
      cell(s[name]),
      cell(s.classifierPart[name]),
      name === 'sidewalk' ? '–' : cell(s.measureOwn?.[name]),
      `≤ ${pct(target)}`,
    );
  const trees = s.trees.parcels ? `${pct(s.trees.withinOne)} (${s.trees.parcels})` : '–';
  const treesOnTrue =
    s.treesOnTrueCanopy === null ? '–' : `${pct(s.treesOnTrueCanopy)} (${s.trees.parcels})`;
  return [
    `\nMeasures for other services: ${source}`,
    "| figure | against the truth | classifier's part | measure's own, on true classes | target |",
    '|---|---|---|---|---|',
    median('hardscape', 'hardscape area', SERVICE_TARGETS.hardscape),
    // The painters draw no line between sidewalk and street: its truth is the true classes'.
    median('sidewalk', 'sidewalk along the lot', SERVICE_TARGETS.hardscape),
    median('beds', 'bed area', SERVICE_TARGETS.beds),
    median('edges', 'edge length', SERVICE_TARGETS.edges),
    row(
      'tree count within ±1 (≤ 10 trees)',
      trees,
      '–',
      treesOnTrue,
      `≥ ${pct(SERVICE_TARGETS.treesWithinOne)}`,
    ),
  ].join('\n');
}
