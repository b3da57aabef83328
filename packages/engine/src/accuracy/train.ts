/**
 * `pnpm --filter @yardstick/engine train [--only regions|vegetation]`: regenerates the
 * engine's *.generated.ts (all of them by default).
 */
import { writeFileSync } from 'node:fs';
import { generateRegionModel, missingTrainingSources } from './trainRegionModel.ts';
import { generateModels } from './trainVegetationModel.ts';

const at = process.argv.indexOf('--only');
const only = at >= 0 ? process.argv[at + 1] : undefined;
const missing = only === 'vegetation' ? [] : missingTrainingSources();
if (missing.length > 0) {
  console.error(
    `The region model cannot be trained here; the committed one stays:\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}
const files = [
  ...(only === 'regions' ? [] : generateModels()),
  ...(only === 'vegetation' ? [] : [await generateRegionModel()]),
];
for (const file of files) {
  writeFileSync(file.path, file.text);
  console.info(`wrote ${file.path}`);
}
