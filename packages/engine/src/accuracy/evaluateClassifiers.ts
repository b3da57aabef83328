/**
 * `pnpm --filter @yardstick/engine evaluate-classifier [--foreign DIR] [--stride N] [--skip-demo]`:
 * the pixel classifier and the region classifier side by side, one table per source: the
 * hand-labelled real imagery (the region classifier only when its model did not learn from the
 * labels) and NAIP crown points (scoreRealImagery, ../shared/data; tiles the region model saw
 * apart), the foreign painter's scenes (painted into DIR by ../shared/eval/foreign-painter.py when DIR has none), and the demo
 * painter's held-out looks on the held-out seed. Sources that are absent are skipped, with why.
 */
import { existsSync } from 'node:fs';
import { classifyPixels } from '../classify/classifyPixels.ts';
import { classifyRegions } from '../classify/classifyRegions.ts';
import { BuiltinVision } from '../providers/builtinVision.ts';
import { foreignPainter, summariseForeign, type Classifier } from './crossSourceEvaluation.ts';
import { foreignPainterMissing, paintForeignScenes } from './foreignPainter.ts';
import { REAL_IMAGERY_TARGETS } from './realImagery/formatRealImagery.ts';
import { haveRealData, realDataDir } from './realImagery/realImage.ts';
import {
  poolCrownPoints,
  scoreRealImagery,
  type CrownPointScore,
  type RealImageryScores,
} from './realImagery/scoreRealImagery.ts';
import { imagesSeenByRegionModel, LEARNS_FROM_REAL_LABELS } from './trainRegionModel.ts';
import { evaluateLooks } from './lookEvaluation.ts';
import { HELD_OUT_LOOKS, HELD_OUT_SEEDS } from './tuningSplit.ts';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const classifiers: [string, Classifier][] = [
  ['pixels (today)', classifyPixels],
  ['regions', classifyRegions],
];
const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

if (haveRealData()) {
  const scored: [string, RealImageryScores][] = [];
  for (const [name, classify] of classifiers) scored.push([name, await scoreRealImagery(classify)]);
  const t = REAL_IMAGERY_TARGETS;
  const sources = [...new Set(scored.flatMap(([, s]) => s.labelled.map((r) => r.source)))];
  for (const source of sources) {
    console.info(
      `\nReal labels: ${source}, pooled (targets: lawn IoU ≥ ${t.lawnIoUMin}, false lawn ≤ ${pct(t.falseLawnMax)})`,
    );
    console.info(
      '| classifier | lawn IoU | false lawn | on hard | on roof | on bed | crowns as lawn | crowns as tree | lawn found |',
    );
    console.info('|---|---|---|---|---|---|---|---|---|');
    for (const [name, s] of scored) {
      const r = s.labelled.find((row) => row.source === source && row.image === 'all');
      if (!r) continue;
      if (name === 'regions' && LEARNS_FROM_REAL_LABELS) {
        console.info(
          '| regions | learnt from these labels: `evaluate-sources` scores it on a model trained without them |||||||||',
        );
        continue;
      }
      const p = (v: number | null) => (v === null ? '–' : pct(v));
      console.info(
        `| ${name} | ${r.lawnIoU.toFixed(3)} | ${pct(r.falseLawn)} | ${p(r.falseLawnOn.hard)} | ${p(r.falseLawnOn.building)} | ${p(r.falseLawnOn.bed)} | ${p(r.falseLawnOn.tree)} | ${p(r.treeRecall)} | ${p(r.lawnRecall)} |`,
      );
    }
  }
  // Tiles the region model saw are scored apart.
  const seen = await imagesSeenByRegionModel();
  console.info(
    `\nCrown points on NAIP 0.6 m (targets: lawn ≤ ${pct(t.crownPointsLawnMax)}, tree ≥ ${pct(t.crownPointsTreeMin)})`,
  );
  console.info('| classifier | tiles | points | as tree | as lawn |');
  console.info('|---|---|---|---|---|');
  for (const [name, s] of scored) {
    const tiles = s.crownPoints.filter((r) => r.image !== 'all');
    const groups: [string, CrownPointScore[]][] = [
      ['all', tiles],
      ['unseen by the region model', tiles.filter((r) => !seen.has(r.image))],
      ['seen by the region model', tiles.filter((r) => seen.has(r.image))],
    ];
    for (const [group, rows] of groups) {
      const { points, treeShare, lawnShare } = poolCrownPoints(rows);
      console.info(
        `| ${name}, ${group} | ${rows.length} | ${points} | ${pct(treeShare)} | ${pct(lawnShare)} |`,
      );
    }
  }
} else console.info(`real imagery skipped: ${realDataDir()} is absent`);

const foreignDir = argument('--foreign') ?? '/tmp/yardstick-foreign';
const foreignMissing = foreignPainterMissing();
if (!existsSync(`${foreignDir}/truth.json`) && foreignMissing === undefined)
  paintForeignScenes(foreignDir);
if (foreignMissing) console.info(`foreign painter skipped: ${foreignMissing}`);
if (existsSync(`${foreignDir}/truth.json`)) {
  console.info(
    '\nForeign painter, mowable area (targets: median ≤ 3 %, p90 ≤ 8 %, 30–70 % under-measured)',
  );
  console.info(
    "| classifier | scenes | median | p90 | max | under | under in the painter's parcel raster | per scene |",
  );
  console.info('|---|---|---|---|---|---|---|---|');
  for (const [name, classify] of classifiers) {
    const results = await foreignPainter(foreignDir, classify);
    const s = summariseForeign(results);
    const scenes = results
      .map((r) => `${r.style} ${r.under ? '−' : '+'}${(r.error * 100).toFixed(0)}`)
      .join(', ');
    console.info(
      `| ${name} | ${s.scenes} | ${pct(s.median)} | ${pct(s.p90)} | ${pct(s.max)} | ${s.under} | ${results.filter((r) => r.underInPaintersParcel).length} | ${scenes} |`,
    );
  }
} else console.info(`foreign painter skipped: no scenes in ${foreignDir} and no painter`);

if (!process.argv.includes('--skip-demo')) {
  const stride = Number(argument('--stride') ?? 2);
  console.info(
    `\nDemo painter, held-out looks on seed ${HELD_OUT_SEEDS.join(', ')} (every ${stride}. parcel; pooled targets: median ≤ 5 %, p90 ≤ 12 %)`,
  );
  console.info(
    '| classifier | look | parcels | lawn IoU | median | p90 | max | under / over | pools | sheds |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, classify] of classifiers) {
    const rows = await evaluateLooks(
      HELD_OUT_LOOKS,
      HELD_OUT_SEEDS,
      stride,
      new BuiltinVision(classify),
    );
    for (const { look, report: r } of rows)
      console.info(
        `| ${name} | ${look} | ${r.parcels} | ${r.lawnIoU.toFixed(3)} | ${pct(r.medianAreaError)} | ${pct(r.p90AreaError)} | ${pct(r.maxAreaError)} | ${r.under} / ${r.over} | ${r.pools.found}/${r.pools.total} | ${r.sheds.found}/${r.sheds.total} |`,
      );
  }
}
