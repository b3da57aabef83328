/**
 * The service measures' errors over a source's parcels, against the targets: each figure
 * against the truth, split into the classifier's part and the measures' own (see
 * serviceAccuracy.ts for how the parcels are measured).
 */
import type { ServiceParcel } from './serviceAccuracy.ts';

/** The targets: median area and length errors, and the share of parcels with the tree count ±1. */
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
