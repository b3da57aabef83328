import { describe, expect, it } from 'vitest';
import { BUILDING, LAWN, PAVEMENT, WATER } from '../landClasses.ts';
import { syntheticBands } from '../raster/syntheticBands.ts';
import { classShare, inBox } from './classShares.ts';
import { classifyPixels } from './classifyPixels.ts';

/**
 * 80×60 scene at 0.3 m: lawn, a paved strip on the right, a pool in the middle, a band of
 * lawn in shadow, and a line of deep shadow so haze can be read as in a real photo.
 */
function scene() {
  return syntheticBands(80, 60, (x, y) => {
    if (x >= 65 && y < 2) return [16, 19, 26, 9];
    if (x >= 65) return [200, 210, 196, 150];
    if (x >= 25 && x < 45 && y >= 20 && y < 32) return [40, 165, 215, 16];
    if (y >= 50) return [23, 37, 34, 47];
    return [52, 96, 54, 200];
  });
}

describe('classifyPixels', () => {
  const bands = scene();
  const map = classifyPixels({ bands, metresPerPixel: 0.3, buildingMask: null });
  const at = inBox(80);

  it('finds sunlit lawn, paving and a pool', () => {
    expect(classShare(map.classes, LAWN, at(2, 20, 2, 18))).toBeGreaterThan(0.95);
    expect(classShare(map.classes, PAVEMENT, at(67, 80, 4, 60))).toBeGreaterThan(0.95);
    expect(classShare(map.classes, WATER, at(27, 43, 22, 30))).toBeGreaterThan(0.95);
  });

  it('keeps lawn in shadow as lawn', () => {
    expect(classShare(map.classes, LAWN, at(2, 60, 52, 58))).toBeGreaterThan(0.9);
  });

  it('takes buildings from footprints, over anything but canopy', () => {
    const buildingMask = new Uint8Array(80 * 60);
    for (let y = 2; y < 12; y++) for (let x = 2; x < 14; x++) buildingMask[y * 80 + x] = 1;
    const withFootprint = classifyPixels({ bands, metresPerPixel: 0.3, buildingMask });
    expect(classShare(withFootprint.classes, BUILDING, at(2, 14, 2, 12))).toBe(1);
  });

  it('gives every pixel a confidence', () => {
    expect(Math.min(...map.confidence)).toBeGreaterThan(100);
  });
});
