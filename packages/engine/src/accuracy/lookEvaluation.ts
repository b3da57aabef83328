import type { RegionLookName } from '../demoRegion/regionLooks.ts';
import type { VisionProvider } from '../providers/types.ts';
import { errorSummary, measureAccuracy, type AccuracyReport } from './measureAccuracy.ts';

export interface LookRow {
  look: RegionLookName | 'all';
  seed: number | null;
  report: Omit<AccuracyReport, 'seed'>;
}

/** Every look on every seed, each on a compact region, plus an `all` row pooling the parcels. */
export async function evaluateLooks(
  looks: readonly RegionLookName[],
  seeds: readonly number[],
  parcelStride = 1,
  vision?: VisionProvider,
): Promise<LookRow[]> {
  const rows: LookRow[] = [];
  for (const look of looks) {
    for (const seed of seeds) {
      const report = await measureAccuracy(seed, {
        colourOnly: false,
        region: { look, compact: true },
        parcelStride,
        ...(vision ? { vision } : {}),
      });
      rows.push({ look, seed, report });
    }
  }
  return [...rows, { look: 'all', seed: null, report: pool(rows.map((r) => r.report)) }];
}

function pool(reports: readonly Omit<AccuracyReport, 'seed'>[]): Omit<AccuracyReport, 'seed'> {
  const signedErrors = reports.flatMap((r) => r.signedErrors);
  const confidences = reports.flatMap((r) => r.confidences);
  const sum = (pick: (r: Omit<AccuracyReport, 'seed'>) => number) =>
    reports.reduce((s, r) => s + pick(r), 0);
  const tally = (key: 'pools' | 'sheds') => ({
    found: sum((r) => r[key].found),
    total: sum((r) => r[key].total),
    hidden: sum((r) => r[key].hidden),
  });
  return {
    parcels: sum((r) => r.parcels),
    signedErrors,
    confidences,
    ...errorSummary(signedErrors),
    // Parcel-weighted mean: each report's IoU is already pooled over its own pixels.
    lawnIoU:
      sum((r) => r.lawnIoU * r.parcels) /
      Math.max(
        1,
        sum((r) => r.parcels),
      ),
    pools: tally('pools'),
    sheds: tally('sheds'),
    falsePools: sum((r) => r.falsePools),
  };
}

/** A Markdown table, one row per look and seed. */
export function formatLookTable(title: string, rows: readonly LookRow[]): string {
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
  const recall = ({ found, total }: AccuracyReport['pools']) => (total ? `${found}/${total}` : '–');
  const lines = [
    `${title}`,
    '| look | seed | parcels | lawn IoU | median error | p90 error | max error | under / over | pools | sheds |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(({ look, seed, report: r }) =>
      [
        look,
        seed ?? 'all',
        r.parcels,
        r.lawnIoU.toFixed(3),
        pct(r.medianAreaError),
        pct(r.p90AreaError),
        pct(r.maxAreaError),
        `${r.under} / ${r.over}`,
        recall(r.pools),
        recall(r.sheds),
      ].join(' | '),
    ),
  ];
  return lines.map((l) => (l.startsWith('|') || l === title ? l : `| ${l} |`)).join('\n');
}
