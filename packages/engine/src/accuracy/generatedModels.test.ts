import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateModels } from './trainVegetationModel.ts';

describe('generated model files', () => {
  it(
    'match what `pnpm --filter @yardstick/engine train` writes today',
    { timeout: 300_000 },
    () => {
      for (const file of generateModels()) {
        expect(
          readFileSync(file.path, 'utf8'),
          `${file.path} is stale: run the train command`,
        ).toBe(file.text);
      }
    },
  );
});
