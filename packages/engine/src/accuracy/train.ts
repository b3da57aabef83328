/** `pnpm --filter @yardstick/engine train`: regenerates every *.generated.ts of the engine. */
import { writeFileSync } from 'node:fs';
import { generateModels } from './trainVegetationModel.ts';

for (const file of generateModels()) {
  writeFileSync(file.path, file.text);
  console.info(`wrote ${file.path}`);
}
