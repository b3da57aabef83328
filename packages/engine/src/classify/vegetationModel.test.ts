import { describe, expect, it } from 'vitest';
import { VEGETATION_FEATURES } from './vegetationFeatures.ts';
import { VEGETATION_MODEL_RGB } from './vegetationModelRgb.generated.ts';
import { VEGETATION_MODEL } from './vegetationModel.generated.ts';

describe('trained lawn-or-canopy models', () => {
  it('were trained on the feature planes the classifier computes, in the same order', () => {
    expect(VEGETATION_MODEL.features).toEqual([...VEGETATION_FEATURES]);
    expect(VEGETATION_MODEL_RGB.features).toEqual([...VEGETATION_FEATURES]);
  });

  it('are small, well-formed trees', () => {
    for (const model of [VEGETATION_MODEL, VEGETATION_MODEL_RGB]) {
      const nodes = model.feature.length;
      expect(nodes).toBeLessThan(400);
      for (const array of [model.threshold, model.left, model.right, model.value])
        expect(array).toHaveLength(nodes);
      model.feature.forEach((f, k) => {
        if (f < 0) return;
        expect(model.left[k]).toBeGreaterThan(k);
        expect(model.right[k]).toBeGreaterThan(k);
      });
    }
  });
});
