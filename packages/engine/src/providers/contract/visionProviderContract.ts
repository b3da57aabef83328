import { describe, expect, it } from 'vitest';
import { LAND_CLASSES, LAWN } from '../../landClasses.ts';
import { syntheticBands } from '../../raster/syntheticBands.ts';
import type { VisionInput, VisionProvider } from '../types.ts';

/** A small scene the contract uses: lawn with a paved strip (RGB + NIR). */
export function contractScene(): VisionInput {
  const bands = syntheticBands(64, 48, (x) => (x >= 48 ? [180, 185, 178, 140] : [52, 96, 54, 200]));
  return { bands, metresPerPixel: 0.3, buildingMask: null };
}

export function describeVisionProviderContract(name: string, factory: () => VisionProvider): void {
  describe(`${name} vision provider contract`, () => {
    it('returns one known land class and a confidence per pixel', async () => {
      const input = contractScene();
      const map = await factory().classify(input);
      const n = input.bands.width * input.bands.height;
      expect(map.width).toBe(input.bands.width);
      expect(map.height).toBe(input.bands.height);
      expect(map.classes.length).toBe(n);
      expect(map.confidence.length).toBe(n);
      expect(Math.max(...map.classes)).toBeLessThan(LAND_CLASSES.length);
    });

    it('finds the lawn in a plain lawn-and-paving scene', async () => {
      const map = await factory().classify(contractScene());
      const lawnShare = map.classes.filter((c) => c === LAWN).length / map.classes.length;
      expect(lawnShare).toBeGreaterThan(0.6);
      expect(lawnShare).toBeLessThan(0.85);
    });
  });
}
