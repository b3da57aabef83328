import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ClassifierInput, ClassMap } from '../../classify/classifyPixels.ts';
import { BUILDING, LAWN, PAVEMENT, SOIL, TREE, WATER } from '../../landClasses.ts';
import { readImage } from '../../cli/readImage.ts';
import { loadRealImage, realDataDir } from './realImage.ts';
import {
  labelSource,
  listLabelFiles,
  rasteriseLabels,
  REAL_LABELS_DIR,
  UNLABELLED,
} from './realLabels.ts';

/** A classifier as the scoring sees it: the engine's `classifyPixels`, or any other with its input. */
export type Classify = (
  input: ClassifierInput,
) => Pick<ClassMap, 'classes'> | Promise<Pick<ClassMap, 'classes'>>;

/** Labelled pixels of one image (or a pooled source) and how the classifier read them. */
export interface LabelScore {
  source: string;
  image: string;
  /** Labelled pixels scored. */
  pixels: number;
  /** Lawn intersection over union, labelled pixels only. */
  lawnIoU: number;
  /** Share of labelled hard, roof and bed pixels together that were classified lawn. */
  falseLawn: number;
  /** The same share per labelled class; null where the image has none of it. */
  falseLawnOn: {
    hard: number | null;
    building: number | null;
    bed: number | null;
    tree: number | null;
    water: number | null;
  };
  /** Share of labelled crown pixels classified tree. */
  treeRecall: number | null;
  /** Lawn pixels the classifier found inside labelled lawn, over labelled lawn. */
  lawnRecall: number | null;
  /** Labelled pixels by labelled class (rows) and class read (columns), land class ids 0–7. */
  confusion: number[][];
}

/** One hand-placed point per crown (NAIP `csv/`), and the classes at those points. */
export interface CrownPointScore {
  image: string;
  points: number;
  lawnShare: number;
  treeShare: number;
}

export interface RealImageryScores {
  /** Per labelled image, then one pooled row per source folder (image `all`). */
  labelled: LabelScore[];
  /** Per NAIP tile, then the pooled row (image `all`). */
  crownPoints: CrownPointScore[];
}

const NAIP = 'naip-ca-urban-trees';

interface Counts {
  /** counts[truth][predicted] over land classes 0–7. */
  confusion: number[][];
}

const emptyCounts = (): Counts => ({
  confusion: Array.from({ length: 8 }, () => new Array<number>(8).fill(0)),
});

/**
 * Scores a classifier on the real imagery in `../shared/data`: every hand-labelled image
 * (realLabels/) and the crown points of every NAIP tile. Each image is classified whole (or
 * the window its labels name) with no building footprints, as `pnpm measure` does. `sources`
 * keeps the label folders named (all by default); `crownPoints: false` leaves the points out.
 */
export async function scoreRealImagery(
  classify: Classify,
  options: {
    dataDir?: string;
    labelsDir?: string;
    sources?: readonly string[];
    crownPoints?: boolean;
  } = {},
): Promise<RealImageryScores> {
  const dataDir = options.dataDir ?? realDataDir();
  const labelFiles = (await listLabelFiles(options.labelsDir ?? REAL_LABELS_DIR)).filter(
    (f) => !options.sources || options.sources.includes(labelSource(f.path)),
  );
  const cache = new Map<string, Uint8Array>();
  const labelled: LabelScore[] = [];
  const bySource = new Map<string, Counts>();
  for (const { path, labels } of labelFiles) {
    const image = await loadRealImage(labels, dataDir);
    const { classes } = await classify({
      bands: image.bands,
      metresPerPixel: image.metresPerPixel,
      buildingMask: null,
    });
    if (!labels.window) cache.set(labels.image, classes);
    const truth = rasteriseLabels(labels, image.window);
    const counts = emptyCounts();
    tally(counts, truth, classes);
    const source = labelSource(path);
    const pooled = bySource.get(source) ?? emptyCounts();
    tally(pooled, truth, classes);
    bySource.set(source, pooled);
    labelled.push(scoreCounts(source, basename(labels.image), counts));
  }
  for (const [source, counts] of bySource) labelled.push(scoreCounts(source, 'all', counts));
  const crownPoints =
    options.crownPoints === false ? [] : await scoreCrownPoints(classify, dataDir, cache);
  return { labelled, crownPoints };
}

function tally(counts: Counts, truth: Uint8Array, classes: Uint8Array): void {
  for (let i = 0; i < truth.length; i++) {
    const t = truth[i] ?? UNLABELLED;
    if (t === UNLABELLED) continue;
    const row = counts.confusion[t];
    const p = classes[i] ?? 0;
    if (row) row[p] = (row[p] ?? 0) + 1;
  }
}

function scoreCounts(source: string, image: string, { confusion }: Counts): LabelScore {
  const row = (t: number) => confusion[t] ?? [];
  const total = (t: number) => row(t).reduce((a, b) => a + b, 0);
  const asLawn = (t: number) => row(t)[LAWN] ?? 0;
  const share = (t: number) => (total(t) ? asLawn(t) / total(t) : null);
  const pixels = confusion.reduce((sum, r) => sum + r.reduce((a, b) => a + b, 0), 0);
  const predictedLawn = confusion.reduce((sum, r) => sum + (r[LAWN] ?? 0), 0);
  const hitLawn = asLawn(LAWN);
  const union = total(LAWN) + predictedLawn - hitLawn;
  const nonLawn = [PAVEMENT, BUILDING, SOIL];
  const nonLawnTotal = nonLawn.reduce((s, t) => s + total(t), 0);
  return {
    source,
    image,
    pixels,
    lawnIoU: union ? hitLawn / union : 1,
    falseLawn: nonLawnTotal ? nonLawn.reduce((s, t) => s + asLawn(t), 0) / nonLawnTotal : 0,
    falseLawnOn: {
      hard: share(PAVEMENT),
      building: share(BUILDING),
      bed: share(SOIL),
      tree: share(TREE),
      water: share(WATER),
    },
    treeRecall: total(TREE) ? (row(TREE)[TREE] ?? 0) / total(TREE) : null,
    lawnRecall: total(LAWN) ? hitLawn / total(LAWN) : null,
    confusion: confusion.map((r) => [...r]),
  };
}

async function scoreCrownPoints(
  classify: Classify,
  dataDir: string,
  cache: Map<string, Uint8Array>,
): Promise<CrownPointScore[]> {
  const csvDir = join(dataDir, NAIP, 'csv');
  const names = (await readdir(csvDir)).filter((n) => n.endsWith('.csv')).sort();
  const rows: CrownPointScore[] = [];
  let points = 0;
  let lawn = 0;
  let tree = 0;
  for (const name of names) {
    const imagePath = `${NAIP}/images/${name.replace(/\.csv$/, '.tif')}`;
    let classes = cache.get(imagePath);
    const { bands, metresPerPixel } = await readImage(join(dataDir, imagePath), null);
    if (!classes) {
      if (!metresPerPixel) throw new Error(`${imagePath} has no metric georeference`);
      classes = (await classify({ bands, metresPerPixel, buildingMask: null })).classes;
    }
    const centres = parseCrownCsv(await readFile(join(csvDir, name), 'utf8'));
    let tileLawn = 0;
    let tileTree = 0;
    for (const [x, y] of centres) {
      const px = Math.min(bands.width - 1, Math.max(0, Math.floor(x)));
      const py = Math.min(bands.height - 1, Math.max(0, Math.floor(y)));
      const c = classes[py * bands.width + px];
      if (c === LAWN) tileLawn++;
      if (c === TREE) tileTree++;
    }
    points += centres.length;
    lawn += tileLawn;
    tree += tileTree;
    rows.push({
      image: name.replace(/\.csv$/, ''),
      points: centres.length,
      lawnShare: centres.length ? tileLawn / centres.length : 0,
      treeShare: centres.length ? tileTree / centres.length : 0,
    });
  }
  rows.push({
    image: 'all',
    points,
    lawnShare: points ? lawn / points : 0,
    treeShare: points ? tree / points : 0,
  });
  return rows;
}

/** Tiles' crown point scores pooled into one row (each tile weighted by its points). */
export function poolCrownPoints(rows: readonly CrownPointScore[], image = 'all'): CrownPointScore {
  const points = rows.reduce((sum, r) => sum + r.points, 0);
  const share = (key: 'treeShare' | 'lawnShare') =>
    points ? rows.reduce((sum, r) => sum + r[key] * r.points, 0) / points : 0;
  return { image, points, lawnShare: share('lawnShare'), treeShare: share('treeShare') };
}

/** `x,y` rows under a header, pixel positions of crown centres. */
export function parseCrownCsv(text: string): [number, number][] {
  return text
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',').map(Number))
    .filter((p): p is [number, number] => p.length >= 2 && p.every(Number.isFinite))
    .map(([x, y]) => [x, y]);
}
