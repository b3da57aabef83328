import { LAND_CLASSES } from '../../landClasses.ts';
import type { CrownPointScore, LabelScore } from './scoreRealImagery.ts';

/** The goals the classifier is measured against on real imagery. */
export const REAL_IMAGERY_TARGETS = {
  crownPointsLawnMax: 0.1,
  crownPointsTreeMin: 0.8,
  falseLawnMax: 0.01,
  lawnIoUMin: 0.8,
} as const;

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)} %`);
const num = (v: number) => v.toFixed(3);

function table(title: string, head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [title, line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join(
    '\n',
  );
}

/** One table per labelled source: lawn IoU and false lawn per image, the pooled row, the targets. */
export function formatLabelTable(source: string, rows: LabelScore[]): string {
  const t = REAL_IMAGERY_TARGETS;
  return table(
    `Real labels: ${source}`,
    [
      'image',
      'pixels',
      'lawn IoU',
      'false lawn (hard+roof+bed)',
      'on hard',
      'on roof',
      'on bed',
      'water as lawn',
      'crowns as lawn',
      'crowns as tree',
      'lawn found',
    ],
    [
      ...rows.map((r) => [
        r.image,
        String(r.pixels),
        num(r.lawnIoU),
        pct(r.falseLawn),
        pct(r.falseLawnOn.hard),
        pct(r.falseLawnOn.building),
        pct(r.falseLawnOn.bed),
        pct(r.falseLawnOn.water),
        pct(r.falseLawnOn.tree),
        pct(r.treeRecall),
        pct(r.lawnRecall),
      ]),
      [
        'target',
        '',
        `≥ ${t.lawnIoUMin}`,
        `≤ ${pct(t.falseLawnMax)}`,
        `≤ ${pct(t.falseLawnMax)}`,
        `≤ ${pct(t.falseLawnMax)}`,
        `≤ ${pct(t.falseLawnMax)}`,
        '',
        '',
        '',
        '',
      ],
    ],
  );
}

/** The NAIP crown points per tile, the pooled row and the targets. */
export function formatCrownTable(rows: CrownPointScore[]): string {
  const t = REAL_IMAGERY_TARGETS;
  return table(
    'NAIP crown points (one hand-placed point per crown)',
    ['tile', 'points', 'as lawn', 'as tree'],
    [
      ...rows.map((r) => [r.image, String(r.points), pct(r.lawnShare), pct(r.treeShare)]),
      ['target', '', `≤ ${pct(t.crownPointsLawnMax)}`, `≥ ${pct(t.crownPointsTreeMin)}`],
    ],
  );
}

/**
 * Where each labelled class went: one row per labelled class present, the share of its pixels
 * read as each class, and its share of all labelled pixels.
 */
export function formatConfusion(title: string, confusion: readonly (readonly number[])[]): string {
  const all = confusion.reduce((sum, r) => sum + r.reduce((a, b) => a + b, 0), 0);
  const rows = LAND_CLASSES.flatMap((name, t) => {
    const row = confusion[t] ?? [];
    const total = row.reduce((a, b) => a + b, 0);
    if (total === 0) return [];
    return [[name, pct(total / all), ...LAND_CLASSES.map((_, p) => pct((row[p] ?? 0) / total))]];
  });
  return table(title, ['labelled \\ read', 'of pixels', ...LAND_CLASSES], rows);
}
