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

describe('brightness against the image’s plants', () => {
  const exposed = (gain: number) =>
    syntheticBands(60, 40, (x) => {
      const [r, g, b, nir] = x < 30 ? [52, 96, 54, 200] : [190, 192, 188, 140];
      return [r * gain, g * gain, b * gain, nir * gain];
    });
  const plantsColumn = (gain: number, withNir: boolean) => {
    const lit = exposed(gain);
    const analysis = analyseRegions(withNir ? lit : { ...lit, nir: null }, 0.3, null);
    const values = analysis.columns[REGION_FEATURES.indexOf('brightnessVsPlants')] ?? [];
    const regionAt = (x: number) => analysis.segmentation.labels[20 * 60 + x] ?? 0;
    return { lawn: values[regionAt(5)] ?? NaN, slab: values[regionAt(45)] ?? NaN, values };
  };

  it('reads a lawn at the plants’ level and a pale slab above it, at any exposure', () => {
    for (const gain of [1, 0.6]) {
      const { lawn, slab } = plantsColumn(gain, true);
      expect(Math.abs(lawn)).toBeLessThan(0.05);
      expect(slab).toBeGreaterThan(0.5);
    }
  });

  it('is a stand-in, the same for every region, without NIR', () => {
    const { values } = plantsColumn(1, false);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toBeLessThan(-1);
  });
});

describe('the distance past a building along its shadow', () => {
  // 80×60 at 0.3 m: lawn, a roof at x 30–49, y 20–39, and its shadow on the lawn to its east.
  const roof = (x: number, y: number) => x >= 30 && x < 50 && y >= 20 && y < 40;
  const shade = (x: number, y: number) => x >= 50 && x < 60 && y >= 20 && y < 40;
  const scene = syntheticBands(80, 60, (x, y) =>
    roof(x, y) ? [150, 140, 130, 120] : shade(x, y) ? [20, 38, 22, 70] : [52, 96, 54, 200],
  );
  const footprints = Uint8Array.from({ length: 80 * 60 }, (_, i) =>
    roof(i % 80, Math.floor(i / 80)) ? 1 : 0,
  );
  const distances = (mask: Uint8Array | null) => {
    const analysis = analyseRegions(scene, 0.3, mask);
    const values = analysis.columns[REGION_FEATURES.indexOf('buildingShadowDistance')] ?? [];
    return (x: number, y: number) => values[analysis.segmentation.labels[y * 80 + x] ?? 0] ?? NaN;
  };

  it('finds the shadow side from the dark ground past the footprints', () => {
    const at = distances(footprints);
    expect(at(54, 30)).toBeLessThan(2.5);
    expect(at(25, 30)).toBe(8);
    expect(at(40, 50)).toBe(8);
    expect(at(40, 30)).toBe(0);
  });

  it('is a stand-in without footprint data', () => {
    const at = distances(null);
    expect(at(54, 30)).toBeLessThan(0);
    expect(at(25, 30)).toBe(at(54, 30));
  });
});
