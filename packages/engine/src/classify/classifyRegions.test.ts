import { describe, expect, it } from 'vitest';
import { BUILDING, LAWN, PAVEMENT, TREE, WATER } from '../landClasses.ts';
import { syntheticBands } from '../raster/syntheticBands.ts';
import { classShare, inBox } from './classShares.ts';
import { classifyRegions, regionClassifier } from './classifyRegions.ts';
import { REGION_MODEL, REGION_MODEL_NIR } from './regionModel.generated.ts';

/**
 * 120×90 scene at 0.3 m: lawn with faint grain, a paved strip on the right, a pool, a
 * clumpy tree crown, and a band of lawn in shadow.
 */
function scene() {
  return syntheticBands(120, 90, (x, y) => {
    if (x >= 100 && y < 2) return [16, 19, 26, 9];
    if (x >= 100) return [200, 206, 196, 150];
    if (x >= 40 && x < 64 && y >= 30 && y < 46) return [40, 165, 215, 16];
    if ((x - 20) ** 2 + (y - 20) ** 2 < 14 ** 2) {
      // Leaf clumps two pixels across, lit or in their own shade.
      const cell = Math.floor(x / 2) * 7919 + Math.floor(y / 2) * 104729;
      const lit = (((cell * 2654435761) >>> 0) % 1000) / 1000;
      return [18 + 30 * lit, 40 + 60 * lit, 20 + 25 * lit, 90 + 120 * lit];
    }
    if (y >= 76) return [23, 37, 34, 47];
    return [52, 96, 54, 200];
  });
}

describe('classifyRegions', () => {
  const bands = scene();
  const map = classifyRegions({ bands, metresPerPixel: 0.3, buildingMask: null });
  const at = inBox(120);

  it('finds sunlit lawn, paving, a pool and a tree crown', () => {
    expect(classShare(map.classes, LAWN, at(40, 90, 5, 25))).toBeGreaterThan(0.9);
    // With nothing known of the buildings, an even grey slab may be paving or a flat roof:
    // either way it is hard ground, never lawn or canopy.
    const slab = at(104, 120, 6, 90);
    const hard = classShare(map.classes, PAVEMENT, slab) + classShare(map.classes, BUILDING, slab);
    expect(hard).toBeGreaterThanOrEqual(0.95);
    expect(classShare(map.classes, LAWN, at(104, 120, 0, 90))).toBe(0);
    expect(classShare(map.classes, WATER, at(43, 61, 33, 43))).toBeGreaterThan(0.9);
    // A crown's clumps in their own shade are dark enough to pass for shaded lawn one by one.
    expect(classShare(map.classes, TREE, at(13, 27, 13, 27))).toBeGreaterThan(0.75);
  });

  it('keeps lawn in shadow as lawn', () => {
    expect(classShare(map.classes, LAWN, at(30, 90, 79, 88))).toBeGreaterThan(0.9);
  });

  it('reads the grey slab as paving when footprint data shows no building on it', () => {
    const noBuilding = new Uint8Array(120 * 90);
    const known = classifyRegions({ bands, metresPerPixel: 0.3, buildingMask: noBuilding });
    expect(classShare(known.classes, PAVEMENT, at(104, 120, 6, 90))).toBeGreaterThan(0.8);
    expect(classShare(known.classes, BUILDING, at(100, 120, 0, 90))).toBe(0);
    expect(classShare(known.classes, LAWN, at(40, 90, 5, 25))).toBeGreaterThan(0.9);
  });

  it('takes buildings from footprints, over anything but canopy', () => {
    const buildingMask = new Uint8Array(120 * 90);
    for (let y = 60; y < 72; y++) for (let x = 70; x < 90; x++) buildingMask[y * 120 + x] = 1;
    const withFootprint = classifyRegions({ bands, metresPerPixel: 0.3, buildingMask });
    expect(classShare(withFootprint.classes, BUILDING, at(70, 90, 60, 72))).toBe(1);
  });

  it('gives a confidence from the model’s probability, lower where classes meet', () => {
    const inside = at(45, 90, 8, 22);
    let interior = 0;
    let count = 0;
    map.confidence.forEach((c, i) => {
      if (inside(i)) {
        interior += c;
        count++;
      }
    });
    expect(interior / count).toBeGreaterThan(170);
    expect(Math.min(...map.confidence)).toBeGreaterThan(0);
  });

  describe('with a model for imagery with NIR', () => {
    // A stand-in NIR model with no trees, sure of crown over lawn wherever it looks.
    const crownOverLawn = {
      ...REGION_MODEL_NIR,
      features: [],
      trees: [],
      base: REGION_MODEL_NIR.classes.map((c) => (c === TREE ? 5 : 0)),
    };
    const crowns = regionClassifier({ colour: REGION_MODEL, nir: crownOverLawn });

    it('lets it split the plants between lawn and crown, and nothing else', () => {
      const split = crowns({ bands, metresPerPixel: 0.3, buildingMask: null });
      expect(classShare(split.classes, LAWN, at(0, 120, 0, 90))).toBe(0);
      expect(classShare(split.classes, TREE, at(40, 90, 5, 25))).toBeGreaterThan(0.9);
      expect(classShare(split.classes, WATER, at(43, 61, 33, 43))).toBeGreaterThan(0.9);
    });

    it('reads colour imagery without it', () => {
      const colour = { ...bands, nir: null };
      const committed = classifyRegions({ bands: colour, metresPerPixel: 0.3, buildingMask: null });
      const withCrowns = crowns({ bands: colour, metresPerPixel: 0.3, buildingMask: null });
      expect(Array.from(withCrowns.classes)).toEqual(Array.from(committed.classes));
      expect(classShare(committed.classes, LAWN, at(40, 90, 5, 25))).toBeGreaterThan(0.9);
    });
  });
});
