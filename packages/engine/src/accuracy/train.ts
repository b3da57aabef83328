/**
 * `pnpm --filter @yardstick/engine train [--only regions|vegetation] [--seeds 2000-2099]`
 * (`vegetation`: the pixel classifier's models, its lawn-or-canopy trees and soil-or-paving tree):
 * regenerates the engine's *.generated.ts (all of them by default). `--seeds` paints the
 * texture painter's training scenes on another seed range than the committed one, to try
 * another draw; the model's header names the range, and the committed model is the default's.
 */
import { writeFileSync } from 'node:fs';
import { parseSeedRange } from './regionCorpus.ts';
import { generateRegionModel, missingTrainingSources } from './trainRegionModel.ts';
import { generateBareGroundModel } from './trainBareGroundModel.ts';
import { generateModels } from './trainVegetationModel.ts';

const at = process.argv.indexOf('--only');
const only = at >= 0 ? process.argv[at + 1] : undefined;
const seedsAt = process.argv.indexOf('--seeds');
const seeds = seedsAt >= 0 ? parseSeedRange(process.argv[seedsAt + 1] ?? '') : undefined;
const missing = only === 'vegetation' ? [] : missingTrainingSources();
if (missing.length > 0) {
  console.error(
    `The region model cannot be trained here; the committed one stays:\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}
const files = [
  ...(only === 'regions' ? [] : [...generateModels(), generateBareGroundModel()]),
  ...(only === 'vegetation' ? [] : [await generateRegionModel(seeds)]),
];
for (const file of files) {
  writeFileSync(file.path, file.text);
  console.info(`wrote ${file.path}`);
}
