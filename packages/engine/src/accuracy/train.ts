/**
 * `pnpm --filter @yardstick/engine train [--only regions|vegetation]`: regenerates the
 * engine's *.generated.ts (all of them by default).
 */
import { writeFileSync } from 'node:fs';
import { generateRegionModel } from './trainRegionModel.ts';
import { generateModels } from './trainVegetationModel.ts';

const at = process.argv.indexOf('--only');
const only = at >= 0 ? process.argv[at + 1] : undefined;
const files = [
  ...(only === 'regions' ? [] : generateModels()),
  ...(only === 'vegetation' ? [] : [generateRegionModel()]),
];
for (const file of files) {
  writeFileSync(file.path, file.text);
  console.info(`wrote ${file.path}`);
}
