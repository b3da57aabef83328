import { describe, expect, it } from 'vitest';
import { syntheticBands } from '../raster/syntheticBands.ts';
import { analyseRegions, REGION_FEATURES, type RegionFeatureName } from './regionFeatures.ts';

/** 60×40 at 0.3 m: lawn on the left, a grey slab on the right. */
const bands = syntheticBands(60, 40, (x) => (x < 30 ? [52, 96, 54, 200] : [190, 192, 188, 140]));
const column = (footprints: Uint8Array | null, name: RegionFeatureName) => {
  const analysis = analyseRegions(bands, 0.3, footprints);
  return { analysis, values: analysis.columns[REGION_FEATURES.indexOf(name)] ?? [] };
};

describe('the footprint context of regions', () => {
  it('tells no footprint data apart from footprint data that shows no building', () => {
    const unknown = column(null, 'footprintShare').values;
    const none = column(new Uint8Array(60 * 40), 'footprintShare').values;
    expect(new Set(unknown).size).toBe(1);
    expect(new Set(none)).toEqual(new Set([0]));
    expect(unknown[0]).toBeLessThan(0);
  });

  it('marks the regions inside a footprint and those beside one', () => {
    const footprint = Uint8Array.from({ length: 60 * 40 }, (_, i) => (i % 60 >= 30 ? 1 : 0));
    const { analysis, values } = column(footprint, 'footprintShare');
    const beside = column(footprint, 'neighbourFootprintShare').values;
    const { labels } = analysis.segmentation;
    const regionAt = (x: number, y: number) => labels[y * 60 + x] ?? 0;
    expect(values[regionAt(45, 20)]).toBe(1);
    expect(values[regionAt(5, 20)]).toBe(0);
    expect(beside[regionAt(27, 20)]).toBeGreaterThan(0);
    expect(beside[regionAt(2, 20)]).toBe(0);
  });
});
