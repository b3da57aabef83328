/**
 * `pnpm --filter @yardstick/engine evaluate-sources [--seeds 1000-1099,2000-2099,3000-3099]
 * [--stride 2] [--out DIR] [--baseline DIR] [--foreign DIR] [--real-regions 800]`: the region
 * model trained on BASE_SOURCES and the hand-labelled real images, judged source by source on
 * models that never saw that source. Per texture-painter seed range, one model is trained per
 * real source without it and scores that source alone (the model without the NAIP labels also
 * scores the NAIP crown points); the model trained on every source scores the foreign painter
 * and the demo painter's held-out looks, which no real label touches. Prints the medians over
 * the ranges beside the pixel classifier and, with `--baseline`, an `evaluate-seeds`
 * directory's (no hand labels). `--real-regions` caps the labelled regions taken per real image
 * and NIR variant. Collected regions, models and figures are kept in DIR and reused when run
 * again on it (a DIR keeps the cap it was first run with).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { classifyPixels } from '../classify/classifyPixels.ts';
import { regionClassifier, type RegionModels } from '../classify/classifyRegions.ts';
import { REGION_FEATURES } from '../classify/regionFeatures.ts';
import { formatConfusion } from './realImagery/formatRealImagery.ts';
import { scoreRealImagery } from './realImagery/scoreRealImagery.ts';
import { REAL_LABEL_TRAINING, realLabelSource, realLabelSources } from './realLabelCorpus.ts';
import { parseSeedRange, textureLendingSources } from './regionCorpus.ts';
import {
  regionModelsSchema,
  evaluationArguments,
  flattenFigures,
  formatSeedTable,
  measureSources,
  readJson,
  readRuns,
  type SourceFigures,
  sourceFiguresSchema,
} from './seedEvaluation.ts';
import {
  collectSamples,
  collectSourceSamples,
  mergeSamples,
  missingTrainingSources,
  MODEL_CLASSES,
  BASE_SOURCES,
  trainingSources,
  trainOnSamples,
  type Samples,
} from './trainRegionModel.ts';

const NAIP = 'naip-ca-urban-trees';

const { ranges, stride, out, baseline, foreignDir } = evaluationArguments('/tmp/yardstick-sources');
const regionsAt = process.argv.indexOf('--real-regions');
const realRegions =
  regionsAt >= 0 ? Number(process.argv[regionsAt + 1]) : REAL_LABEL_TRAINING.regionsPerImage;

const painted = (range: string) => trainingSources(parseSeedRange(range), BASE_SOURCES);
const missing = missingTrainingSources();
if (missing.length > 0) {
  console.error(`The region model cannot be trained here:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

/** Regions kept in `name`.labels / `name`.columns (float32, feature-major), or collected and kept. */
async function samplesIn(name: string, collect: () => Promise<Samples>): Promise<Samples> {
  const labelsFile = join(out, `${name}.labels`);
  const columnsFile = join(out, `${name}.columns`);
  if (existsSync(labelsFile) && existsSync(columnsFile)) {
    const labels = [...readFileSync(labelsFile)];
    const bytes = readFileSync(columnsFile);
    const values = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    const n = labels.length;
    return {
      labels,
      columns: REGION_FEATURES.map((_, f) => [...values.subarray(f * n, (f + 1) * n)]),
      counts: MODEL_CLASSES.map((_, c) => labels.filter((l) => l === c).length),
    };
  }
  const samples = await collect();
  writeFileSync(labelsFile, Uint8Array.from(samples.labels));
  writeFileSync(columnsFile, Float32Array.from(samples.columns.flat()));
  return samples;
}

/** The model kept in `name`.json, or trained on `samples()` and kept. */
async function modelIn(name: string, samples: () => Promise<Samples>): Promise<RegionModels> {
  const file = join(out, `${name}.json`);
  if (existsSync(file)) return regionModelsSchema.parse(readJson(file));
  const { models, regions } = trainOnSamples(await samples());
  console.info(`${name}: trained on ${regions} regions`);
  writeFileSync(file, JSON.stringify(models));
  return models;
}

/** Figures kept in `file`, or measured by `measure()` and kept. */
async function figuresIn(file: string, measure: () => Promise<SourceFigures>) {
  const path = join(out, file);
  if (existsSync(path)) return sourceFiguresSchema.parse(readJson(path));
  const figures = await measure();
  writeFileSync(path, JSON.stringify(figures));
  return figures;
}

const realSources = await realLabelSources();
const real = new Map<string, Samples>();
for (const source of realSources)
  real.set(
    source,
    await samplesIn(`real-${source}`, () =>
      collectSourceSamples(realLabelSource([source], realRegions)),
    ),
  );
const realExcept = (held: string | null) =>
  realSources.flatMap((s) => (s === held ? [] : [real.get(s) ?? mergeSamples([])]));

const pixels = await figuresIn('pixels.json', () =>
  measureSources(classifyPixels, { foreignDir, stride }),
);
const runs: SourceFigures[] = [];
for (const range of ranges) {
  const started = Date.now();
  const figures = await figuresIn(`regions-${range}.json`, async () => {
    const base = await samplesIn(`painted-${range}`, () => collectSamples(painted(range)));
    const combined: SourceFigures = { labelled: [], crownPoints: [], foreign: [], demo: [] };
    for (const held of realSources) {
      const model = await modelIn(`model-${range}-without-${held}`, () =>
        Promise.resolve(mergeSamples([base, ...realExcept(held)])),
      );
      const scores = await scoreRealImagery(regionClassifier(model), {
        sources: [held],
        crownPoints: held === NAIP,
      });
      combined.labelled.push(...scores.labelled.filter((r) => r.image === 'all'));
      combined.crownPoints.push(...scores.crownPoints.filter((r) => r.image !== 'all'));
    }
    const all = await modelIn(`model-${range}-all`, () =>
      Promise.resolve(mergeSamples([base, ...realExcept(null)])),
    );
    const painters = await measureSources(regionClassifier(all), {
      foreignDir,
      stride,
      realImagery: false,
    });
    return {
      ...combined,
      foreign: painters.foreign,
      texture: painters.texture,
      demo: painters.demo,
    };
  });
  console.info(`seeds ${range}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  runs.push(figures);
}

const lending = new Set((await textureLendingSources()).map((s) => basename(s, '.tif')));
const baselineRuns = readRuns(baseline, ranges);
const table = formatSeedTable([
  { name: 'pixels', runs: [flattenFigures(pixels, lending)] },
  ...(baselineRuns.length > 0
    ? [
        {
          name: 'regions, no hand labels',
          runs: baselineRuns.map((f) => flattenFigures(f, lending)),
        },
      ]
    : []),
  { name: 'regions, + real labels', runs: runs.map((f) => flattenFigures(f, lending)) },
]);
const confusions = realSources.flatMap((source) => {
  const rows = runs.flatMap((f) => f.labelled.filter((r) => r.source === source && r.confusion));
  if (rows.length === 0) return [];
  const summed = Array.from({ length: 8 }, (_, t) =>
    Array.from({ length: 8 }, (_, p) => rows.reduce((s, r) => s + (r.confusion?.[t]?.[p] ?? 0), 0)),
  );
  return [formatConfusion(`${source}, ${rows.length} models without it (pixels summed)`, summed)];
});
const report = [table, ...confusions].join('\n\n');
writeFileSync(join(out, 'table.md'), `${report}\n`);
console.info(
  `\nSeed ranges ${ranges.join(', ')}; each real source scored by the model trained without it; demo every ${stride}. parcel\n${report}`,
);
