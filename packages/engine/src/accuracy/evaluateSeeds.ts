/**
 * `pnpm --filter @yardstick/engine evaluate-seeds [--seeds 1000-1099,2000-2099,3000-3099]
 * [--stride 2] [--out DIR] [--baseline DIR] [--foreign DIR]`: trains the region model on the
 * painters and the lending NAIP tiles (BASE_SOURCES) once per texture-painter seed range (one at
 * a time), measures each model and
 * the pixel classifier on every source neither learnt from (the hand labels included), and
 * prints a Markdown table of the medians over the ranges (and beside them those of an earlier
 * `--out` directory given as `--baseline`). Each range's model and figures are kept in DIR and
 * reused when the command is run again on it. `evaluate-sources` adds the hand labels to
 * training and judges each real source on a model trained without it.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { classifyPixels } from '../classify/classifyPixels.ts';
import { regionClassifier } from '../classify/classifyRegions.ts';
import type { Classifier } from './crossSourceEvaluation.ts';
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
  missingTrainingSources,
  BASE_SOURCES,
  trainingSources,
  trainRegionModel,
} from './trainRegionModel.ts';

const { ranges, stride, out, baseline, foreignDir } = evaluationArguments('/tmp/yardstick-seeds');

const missing = missingTrainingSources(BASE_SOURCES);
if (missing.length > 0) {
  console.error(`The region model cannot be trained here:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

/** Figures kept in `file`, or measured with `classify()` and kept there. */
async function figuresIn(file: string, classify: () => Promise<Classifier>) {
  if (existsSync(file)) return sourceFiguresSchema.parse(readJson(file));
  const figures = await measureSources(await classify(), { foreignDir, stride });
  writeFileSync(file, JSON.stringify(figures));
  return figures;
}

const pixels = await figuresIn(join(out, 'pixels.json'), () => Promise.resolve(classifyPixels));
const runs: SourceFigures[] = [];
for (const range of ranges) {
  const started = Date.now();
  const figures = await figuresIn(join(out, `regions-${range}.json`), async () => {
    const modelFile = join(out, `model-${range}.json`);
    if (existsSync(modelFile))
      return regionClassifier(regionModelsSchema.parse(readJson(modelFile)));
    const { models } = await trainRegionModel(trainingSources(parseSeedRange(range), BASE_SOURCES));
    writeFileSync(modelFile, JSON.stringify(models));
    return regionClassifier(models);
  });
  console.info(`seeds ${range}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  runs.push(figures);
}

const lending = new Set((await textureLendingSources()).map((s) => basename(s, '.tif')));
const table = formatSeedTable([
  { name: 'pixels', runs: [flattenFigures(pixels, lending)] },
  ...(baseline
    ? [
        {
          name: 'regions, baseline',
          runs: readRuns(baseline, ranges).map((f) => flattenFigures(f, lending)),
        },
      ]
    : []),
  { name: 'regions', runs: runs.map((f) => flattenFigures(f, lending)) },
]);
writeFileSync(join(out, 'table.md'), `${table}\n`);
console.info(`\nSeed ranges ${ranges.join(', ')}; demo every ${stride}. parcel\n${table}`);
