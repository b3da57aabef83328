/**
 * `pnpm --filter @yardstick/engine evaluate-classifier [--foreign DIR] [--stride N] [--skip-demo]`:
 * the pixel classifier and the region classifier side by side, one table per source: crown
 * points on real imagery (../shared/data/naip-ca-urban-trees), the foreign painter's scenes
 * (painted into DIR by ../shared/eval/foreign-painter.py when DIR has none), and the demo
 * painter's held-out looks on the held-out seed. Sources that are absent are skipped, with why.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifyPixels } from '../classify/classifyPixels.ts';
import { classifyRegions } from '../classify/classifyRegions.ts';
import { BUILDING, LAWN, PAVEMENT, TREE } from '../landClasses.ts';
import { BuiltinVision } from '../providers/builtinVision.ts';
import {
  crownPoints,
  foreignPainter,
  summariseForeign,
  type Classifier,
} from './crossSourceEvaluation.ts';
import { evaluateLooks } from './lookEvaluation.ts';
import { HELD_OUT_LOOKS, HELD_OUT_SEEDS } from './tuningSplit.ts';

const shared = fileURLToPath(new URL('../../../../../shared/', import.meta.url));
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const classifiers: [string, Classifier][] = [
  ['pixels (today)', classifyPixels],
  ['regions', classifyRegions],
];
const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

const crownDir = `${shared}data/naip-ca-urban-trees`;
if (existsSync(`${crownDir}/csv`)) {
  console.info('\nCrown points on NAIP 0.6 m (targets: lawn ≤ 10 %, tree ≥ 80 %)');
  console.info(
    '| classifier | tiles | points | tree | lawn | building | pavement | other classes |',
  );
  console.info('|---|---|---|---|---|---|---|---|');
  for (const [name, classify] of classifiers) {
    const r = await crownPoints(crownDir, classify);
    const rest = 1 - [TREE, LAWN, BUILDING, PAVEMENT].reduce((s, c) => s + (r.shares[c] ?? 0), 0);
    console.info(
      `| ${name} | ${r.tiles} | ${r.points} | ${pct(r.shares[TREE] ?? 0)} | ${pct(r.shares[LAWN] ?? 0)} | ${pct(r.shares[BUILDING] ?? 0)} | ${pct(r.shares[PAVEMENT] ?? 0)} | ${pct(rest)} |`,
    );
  }
} else console.info(`crown points skipped: ${crownDir} is absent`);

const foreignDir = argument('--foreign') ?? '/tmp/yardstick-foreign';
const painter = `${shared}eval/foreign-painter.py`;
if (!existsSync(`${foreignDir}/truth.json`) && existsSync(painter))
  execFileSync('/usr/bin/python3', [painter, foreignDir, '18', '20261122']);
if (existsSync(`${foreignDir}/truth.json`)) {
  console.info(
    '\nForeign painter, mowable area (targets: median ≤ 3 %, p90 ≤ 8 %, 30–70 % under-measured)',
  );
  console.info('| classifier | scenes | median | p90 | max | under | per scene |');
  console.info('|---|---|---|---|---|---|---|');
  for (const [name, classify] of classifiers) {
    const results = await foreignPainter(foreignDir, classify);
    const s = summariseForeign(results);
    const scenes = results
      .map((r) => `${r.style} ${r.under ? '−' : '+'}${(r.error * 100).toFixed(0)}`)
      .join(', ');
    console.info(
      `| ${name} | ${s.scenes} | ${pct(s.median)} | ${pct(s.p90)} | ${pct(s.max)} | ${s.under} | ${scenes} |`,
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
