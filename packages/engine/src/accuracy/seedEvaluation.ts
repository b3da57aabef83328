/**
 * One classifier's figures on every source it never learnt from (hand labels, NAIP crown
 * points, the foreign painter, the demo painter's held-out looks, the texture painter's
 * validation lots), kept as plain data so that runs of several training seed ranges can be set
 * side by side and their medians taken: one training run proves little, as the model swings
 * with the corpus's draw of scenes.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { BuiltinVision } from '../providers/builtinVision.ts';
import { textureExemplarsAvailable } from '../texturePainter/loadSwatches.ts';
import { reliabilityTable, texturePainterParcels } from './confidenceCalibration.ts';
import { foreignPainter, summariseForeign, type Classifier } from './crossSourceEvaluation.ts';
import { errorSummary } from './measureAccuracy.ts';
import { evaluateLooks } from './lookEvaluation.ts';
import { haveRealData } from './realImagery/realImage.ts';
import { scoreRealImagery } from './realImagery/scoreRealImagery.ts';
import { scoredImages } from './regionCorpus.ts';
import { HELD_OUT_LOOKS, HELD_OUT_SEEDS } from './tuningSplit.ts';

/**
 * Texture-painter lots a change is chosen on: outside every training range (1000–3099) and the
 * lots the accuracy tests hold levels on (9000–9039 and 10000–10359 in accuracyConfidence,
 * 9100–9119 in accuracyServices), so that trying variants never looks at the tests' lots. 240 of
 * them (9200–9239, 9300–9499): on 40, the sure lots' p90 was a single lot's error.
 */
export const TEXTURE_VALIDATION_SEEDS = [
  ...Array.from({ length: 40 }, (_, i) => 9200 + i),
  ...Array.from({ length: 200 }, (_, i) => 9300 + i),
];

const numbers = z.array(z.number());
/** A region model as training writes it (boostedTrees.ts), read back from a run's directory. */
export const boostedTreesSchema = z.object({
  features: z.array(z.string()),
  classes: numbers,
  base: numbers,
  trees: z.array(
    z.object({
      feature: numbers,
      threshold: numbers,
      left: numbers,
      right: numbers,
      value: numbers,
    }),
  ),
  inputsHash: z.string(),
});
/** A training run's pair of region models (classifyRegions.ts), read back from its directory. */
export const regionModelsSchema = z.object({ colour: boostedTreesSchema, nir: boostedTreesSchema });

export const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

const share = z.number().nullable();
/** What `measureSources` keeps of a classifier's scores (as JSON, to compare runs later). */
export const sourceFiguresSchema = z.object({
  /** Pooled rows of the hand-labelled sources (one per folder). */
  labelled: z.array(
    z.object({
      source: z.string(),
      image: z.string(),
      pixels: z.number(),
      lawnIoU: z.number(),
      falseLawn: z.number(),
      falseLawnOn: z.object({
        hard: share,
        building: share,
        bed: share,
        tree: share,
        water: share,
      }),
      treeRecall: share,
      lawnRecall: share,
      /** Labelled class × class read, in pixels (absent in runs kept before it was). */
      confusion: z.array(z.array(z.number())).optional(),
    }),
  ),
  /** Crown points per NAIP tile. */
  crownPoints: z.array(
    z.object({
      image: z.string(),
      points: z.number(),
      lawnShare: z.number(),
      treeShare: z.number(),
    }),
  ),
  /** Mowable-area error per foreign-painter scene (signed: negative is under). */
  foreign: z.array(z.number()),
  /**
   * The texture painter's validation lots (TEXTURE_VALIDATION_SEEDS): mowable-area error and
   * measurement confidence (absent in runs kept before it was).
   */
  texture: z.array(z.object({ error: z.number(), confidence: z.number() })).optional(),
  /** Demo painter's held-out looks, and `all`. */
  demo: z.array(
    z.object({ look: z.string(), lawnIoU: z.number(), median: z.number(), p90: z.number() }),
  ),
});
export type SourceFigures = z.infer<typeof sourceFiguresSchema>;

/**
 * The command line of `evaluate-seeds` and `evaluate-sources`: the seed ranges, the demo's
 * parcel stride, the directory runs are kept in (made here), a baseline run's directory and
 * the foreign painter's scenes.
 */
export function evaluationArguments(defaultOut: string) {
  const argument = (name: string, fallback: string) => {
    const at = process.argv.indexOf(name);
    return (at >= 0 ? process.argv[at + 1] : undefined) ?? fallback;
  };
  const out = argument('--out', defaultOut);
  mkdirSync(out, { recursive: true });
  return {
    ranges: argument('--seeds', '1000-1099,2000-2099,3000-3099').split(','),
    stride: Number(argument('--stride', '2')),
    out,
    baseline: argument('--baseline', ''),
    foreignDir: argument('--foreign', '/tmp/yardstick-foreign'),
  };
}

/** The figures of the `ranges` kept in `dir` (those it holds). */
export function readRuns(dir: string, ranges: readonly string[]): SourceFigures[] {
  return ranges.flatMap((range) => {
    const file = join(dir, `regions-${range}.json`);
    return dir && existsSync(file) ? [sourceFiguresSchema.parse(readJson(file))] : [];
  });
}

/**
 * Measures `classify` on every source present here; absent ones stay empty, and so does the
 * real imagery with `realImagery: false`.
 */
export async function measureSources(
  classify: Classifier,
  options: { foreignDir: string; stride: number; realImagery?: boolean },
): Promise<SourceFigures> {
  const figures: SourceFigures = { labelled: [], crownPoints: [], foreign: [], demo: [] };
  if (options.realImagery !== false && haveRealData()) {
    const scores = await scoreRealImagery(classify);
    figures.labelled = scores.labelled.filter((r) => r.image === 'all');
    figures.crownPoints = scores.crownPoints.filter((r) => r.image !== 'all');
  }
  if (existsSync(`${options.foreignDir}/truth.json`))
    figures.foreign = (await foreignPainter(options.foreignDir, classify)).map((r) =>
      r.under ? -r.error : r.error,
    );
  if (textureExemplarsAvailable())
    [figures.texture] = await texturePainterParcels(
      TEXTURE_VALIDATION_SEEDS,
      [classify],
      await scoredImages(),
    );
  const rows = await evaluateLooks(
    HELD_OUT_LOOKS,
    HELD_OUT_SEEDS,
    options.stride,
    new BuiltinVision(classify),
  );
  figures.demo = rows.map(({ look, report: r }) => ({
    look,
    lawnIoU: r.lawnIoU,
    median: r.medianAreaError,
    p90: r.p90AreaError,
  }));
  return figures;
}

/** A figure of a table row: its name, how it prints, and which way is better. */
interface Figure {
  name: string;
  value: number;
  kind: 'share' | 'iou' | 'count';
}

/**
 * The figures a change is judged by, flattened. Crown points count only the tiles outside
 * `lending` (tiles that lend the texture painter exemplars were seen in training), so runs of
 * different corpora are compared on the same tiles.
 */
export function flattenFigures(f: SourceFigures, lending: ReadonlySet<string>): Figure[] {
  const out: Figure[] = [];
  const add = (name: string, value: number | null, kind: Figure['kind'] = 'share') => {
    if (value !== null) out.push({ name, value, kind });
  };
  for (const r of f.labelled) {
    add(`${r.source}: lawn IoU`, r.lawnIoU, 'iou');
    add(`${r.source}: false lawn`, r.falseLawn);
    add(`${r.source}: on hard`, r.falseLawnOn.hard);
    add(`${r.source}: on roof`, r.falseLawnOn.building);
    add(`${r.source}: on bed`, r.falseLawnOn.bed);
    add(`${r.source}: crowns as tree`, r.treeRecall);
    add(`${r.source}: lawn found`, r.lawnRecall);
  }
  const tiles = f.crownPoints.filter((r) => !lending.has(r.image));
  const points = tiles.reduce((s, r) => s + r.points, 0);
  if (points > 0) {
    const share = (key: 'treeShare' | 'lawnShare') =>
      tiles.reduce((s, r) => s + r[key] * r.points, 0) / points;
    add(`crown points (${tiles.length} tiles): as tree`, share('treeShare'));
    add(`crown points (${tiles.length} tiles): as lawn`, share('lawnShare'));
  }
  if (f.foreign.length > 0) {
    const s = summariseForeign(f.foreign.map((e) => ({ error: Math.abs(e), under: e < 0 })));
    add('foreign painter: median', s.median);
    add('foreign painter: p90', s.p90);
    add(`foreign painter: under (of ${s.scenes})`, s.under, 'count');
  }
  if (f.texture && f.texture.length > 0) {
    const all = errorSummary(f.texture.map((p) => p.error));
    const sure = reliabilityTable(f.texture).find((row) => row.group.startsWith('≥'));
    add(`texture painter, validation lots (${f.texture.length}): median`, all.medianAreaError);
    add('texture painter, validation lots: p90', all.p90AreaError);
    if (sure && sure.parcels > 0) {
      add('texture painter, validation lots at ≥ 0.6: p90', sure.p90Error);
      add('texture painter, validation lots at ≥ 0.6', sure.parcels, 'count');
    }
  }
  for (const d of f.demo) {
    if (d.look === 'all') {
      add('demo held-out, all: lawn IoU', d.lawnIoU, 'iou');
      add('demo held-out, all: median', d.median);
      add('demo held-out, all: p90', d.p90);
    } else add(`demo held-out, ${d.look}: p90`, d.p90);
  }
  return out;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(mid)] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const show = (value: number, kind: Figure['kind']) =>
  kind === 'iou'
    ? value.toFixed(3)
    : kind === 'count'
      ? value.toFixed(value % 1 ? 1 : 0)
      : `${(value * 100).toFixed(1)} %`;

/**
 * A Markdown table: one row per figure; a column per named set of runs giving the median over
 * its runs, then each run of the last set.
 */
export function formatSeedTable(
  columns: readonly { name: string; runs: readonly Figure[][] }[],
): string {
  const names = [...new Set(columns.flatMap((c) => c.runs.flatMap((r) => r.map((f) => f.name))))];
  const last = columns.at(-1);
  const lastRuns = last?.runs ?? [];
  const header = [
    'figure',
    ...columns.map((c) => `${c.name} (median of ${c.runs.length})`),
    ...lastRuns.map((_, i) => `${last?.name} run ${i + 1}`),
  ];
  const cell = (runs: readonly Figure[][], name: string) => {
    const found = runs.flatMap((r) => r.filter((f) => f.name === name));
    const first = found[0];
    return first ? show(median(found.map((f) => f.value)), first.kind) : '–';
  };
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...names.map(
      (name) =>
        `| ${[name, ...columns.map((c) => cell(c.runs, name)), ...lastRuns.map((r) => cell([r], name))].join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}
