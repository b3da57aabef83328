/**
 * `pnpm --filter @yardstick/engine evaluate-seeds [--seeds 1000-1099,2000-2099,3000-3099]
 * [--stride 2] [--out DIR] [--baseline DIR] [--foreign DIR]`: trains the region model once per
 * texture-painter seed range (one at a time), measures each model and the pixel classifier on
 * every source neither learnt from, and prints a Markdown table of the medians over the ranges
 * (and beside them those of an earlier `--out` directory given as `--baseline`). Each range's
 * model (also as the regionModel.generated.ts `train` would write) and figures are kept in DIR
 * and reused when the command is run again on it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { classifyPixels } from '../classify/classifyPixels.ts';
import { regionClassifier } from '../classify/classifyRegions.ts';
import { z } from 'zod';
import type { Classifier } from './crossSourceEvaluation.ts';
import { parseSeedRange, textureLendingSources } from './regionCorpus.ts';
import {
  flattenFigures,
  formatSeedTable,
  measureSources,
  sourceFiguresSchema,
  type SourceFigures,
} from './seedEvaluation.ts';
import {
  generateRegionModel,
  missingTrainingSources,
  trainingSources,
} from './trainRegionModel.ts';

const argument = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return (at >= 0 ? process.argv[at + 1] : undefined) ?? fallback;
};
const ranges = argument('--seeds', '1000-1099,2000-2099,3000-3099').split(',');
const stride = Number(argument('--stride', '2'));
const out = argument('--out', '/tmp/yardstick-seeds');
const baseline = argument('--baseline', '');
const foreignDir = argument('--foreign', '/tmp/yardstick-foreign');
mkdirSync(out, { recursive: true });

const numbers = z.array(z.number());
const modelSchema = z.object({
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
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

const missing = missingTrainingSources(trainingSources());
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
    if (existsSync(modelFile)) return regionClassifier(modelSchema.parse(readJson(modelFile)));
    const { model, text } = await generateRegionModel(parseSeedRange(range));
    writeFileSync(modelFile, JSON.stringify(model));
    // What `train` would write for this range, to commit as it is when the range is the default.
    writeFileSync(join(out, `regionModel-${range}.generated.ts`), text);
    return regionClassifier(model);
  });
  console.info(`seeds ${range}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  runs.push(figures);
}

const lending = new Set((await textureLendingSources()).map((s) => basename(s, '.tif')));
const readRuns = (dir: string) =>
  ranges.flatMap((range) => {
    const file = join(dir, `regions-${range}.json`);
    return existsSync(file) ? [sourceFiguresSchema.parse(readJson(file))] : [];
  });
const table = formatSeedTable([
  { name: 'pixels', runs: [flattenFigures(pixels, lending)] },
  ...(baseline
    ? [
        {
          name: 'regions, baseline',
          runs: readRuns(baseline).map((f) => flattenFigures(f, lending)),
        },
      ]
    : []),
  { name: 'regions', runs: runs.map((f) => flattenFigures(f, lending)) },
]);
writeFileSync(join(out, 'table.md'), `${table}\n`);
console.info(`\nSeed ranges ${ranges.join(', ')}; demo every ${stride}. parcel\n${table}`);
