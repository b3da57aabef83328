import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  REGION_MODEL,
  REGION_MODEL_NIR,
  REGION_MODEL_TEXTURE_DATA,
} from '../classify/regionModel.generated.ts';
import { BARE_GROUND_MODEL } from '../classify/bareGroundModel.generated.ts';
import { textureDataHash } from './regionCorpus.ts';
import { bareGroundInputsHash } from './trainBareGroundModel.ts';
import { trainingInputsHash } from './trainRegionModel.ts';
import { vegetationInputsLine } from './trainVegetationModel.ts';

/**
 * Each generated model carries a hash of the sources it was trained from (features, trainer,
 * painters, corpus settings), so staleness is a hash comparison rather than a retraining.
 */
describe('generated model files', () => {
  it('the lawn-or-canopy trees were trained from today’s features, trainer and painter', () => {
    for (const file of ['vegetationModel.generated.ts', 'vegetationModelRgb.generated.ts']) {
      const path = fileURLToPath(new URL(`../classify/${file}`, import.meta.url));
      expect(
        readFileSync(path, 'utf8').split('\n')[1],
        `${file} is stale: run \`pnpm --filter @yardstick/engine train\``,
      ).toBe(`// ${vegetationInputsLine()}`);
    }
  });

  it('the painted imagery’s bare-ground model was trained from today’s pieces, trainer and painter', () => {
    expect(
      BARE_GROUND_MODEL.inputsHash,
      'classify/bareGroundModel.generated.ts is stale: run `pnpm --filter @yardstick/engine train`',
    ).toBe(bareGroundInputsHash());
  });

  it('the region models were trained from today’s features, trainer, painters, hand labels and corpus settings', () => {
    for (const model of [REGION_MODEL, REGION_MODEL_NIR])
      expect(
        model.inputsHash,
        'classify/regionModel.generated.ts is stale: run `pnpm --filter @yardstick/engine train`',
      ).toBe(trainingInputsHash());
  });

  it('the region model was trained from today’s texture-painter images', async (context) => {
    const today = await textureDataHash();
    if (today === null) {
      console.info(
        'texture-painter images not compared: ../shared/data (the real imagery) is absent',
      );
      context.skip();
    }
    expect(
      REGION_MODEL_TEXTURE_DATA,
      'the texture painter’s images changed: run `pnpm --filter @yardstick/engine train`',
    ).toBe(today);
  });
});
