import { afterEach, describe, expect, it, vi } from 'vitest';
import { textureExemplarsAvailable } from '../texturePainter/index.ts';
import {
  augmentPhotometry,
  FOOTPRINT_AUGMENTATION,
  parseSeedRange,
  providedFootprints,
  texturePainterScenes,
} from './regionCorpus.ts';
import { missingTrainingSources } from './trainRegionModel.ts';

const grass = (nir: boolean) => {
  const n = 64 * 64;
  const ramp = (base: number) => Uint8Array.from({ length: n }, (_, i) => base + (i % 64));
  return {
    width: 64,
    height: 64,
    red: ramp(40),
    green: ramp(90),
    blue: ramp(30),
    nir: nir ? ramp(150) : null,
  };
};

describe('photometric augmentation of training scenes', () => {
  it('gives the same colours for the same seed and other colours for another', () => {
    const a = augmentPhotometry(grass(true), 7);
    const b = augmentPhotometry(grass(true), 7);
    const c = augmentPhotometry(grass(true), 8);
    expect(Buffer.from(a.green).equals(Buffer.from(b.green))).toBe(true);
    expect(Buffer.from(a.green).equals(Buffer.from(c.green))).toBe(false);
  });

  it('moves colours as another camera would, keeping the scene’s order of brightness', () => {
    const original = grass(true);
    const spans: number[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const out = augmentPhotometry(original, seed);
      expect(out.nir).not.toBeNull();
      // A brighter pixel stays at least as bright (saturation moves hue, not brightness).
      const brightness = (i: number) =>
        (out.red[i] ?? 0) + (out.green[i] ?? 0) + (out.blue[i] ?? 0);
      for (let i = 1; i < 64; i++)
        expect(brightness(i)).toBeGreaterThanOrEqual(brightness(i - 1) - 2);
      spans.push(Math.abs((out.green[32] ?? 0) - (original.green[32] ?? 0)));
    }
    expect(Math.max(...spans)).toBeGreaterThan(5);
    expect(augmentPhotometry(grass(false), 3).nir).toBeNull();
  });
});

describe('footprints of training scenes, as a provider gives them', () => {
  // A 10×10-pixel footprint in the middle of a 40×40 scene at 0.25 m.
  const footprint = Uint8Array.from({ length: 1600 }, (_, i) =>
    i % 40 >= 15 && i % 40 < 25 && i >= 600 && i < 1000 ? 1 : 0,
  );
  const given = Array.from({ length: 60 }, (_, seed) =>
    providedFootprints(footprint, 40, 40, 0.25, seed),
  );

  it('leaves a share of the scenes without footprint data, and none where there was none', () => {
    const withheld = given.filter((f) => f === null).length / given.length;
    expect(withheld).toBeGreaterThan(FOOTPRINT_AUGMENTATION.withheld / 2);
    expect(withheld).toBeLessThan(FOOTPRINT_AUGMENTATION.withheld * 1.5);
    expect(providedFootprints(null, 40, 40, 0.25, 1)).toBeNull();
  });

  it('moves the others off the imagery by at most a metre, the outline kept whole', () => {
    const reach = FOOTPRINT_AUGMENTATION.shiftM / 0.25;
    const offsets = new Set<string>();
    for (const f of given) {
      if (!f) continue;
      const inside = [...f.keys()].filter((i) => f[i]);
      expect(inside).toHaveLength(100);
      const dx = Math.min(...inside.map((i) => i % 40)) - 15;
      const dy = Math.min(...inside.map((i) => Math.floor(i / 40))) - 15;
      expect(Math.max(Math.abs(dx), Math.abs(dy))).toBeLessThanOrEqual(reach);
      offsets.add(`${dx},${dy}`);
    }
    expect(offsets.size).toBeGreaterThan(5);
    expect(providedFootprints(footprint, 40, 40, 0.25, 7)).toEqual(given[7]);
  });
});

describe('training sources', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('names every source of real imagery as missing when the real imagery is absent', () => {
    vi.stubEnv('TEXTURE_DATA_DIR', '/nonexistent/shared-data');
    const missing = missingTrainingSources();
    expect(missing).toHaveLength(3);
    expect(missing[0]).toMatch(/texture painter.*absent/);
    expect(missing[1]).toMatch(/NAIP tiles and their crown points.*absent/);
    expect(missing[2]).toMatch(/photographs labelled for training.*absent/);
  });
});

describe('texture painter scenes for training', () => {
  const available = textureExemplarsAvailable();
  if (!available)
    console.log('texture scene NIR test skipped: ../shared/data (the real imagery) is absent');

  it.skipIf(!available)(
    'keep their NIR band on the odd seeds, with the scored images left out',
    async () => {
      const withNir: boolean[] = [];
      for await (const scene of texturePainterScenes(parseSeedRange('1001-1008')).scenes())
        withNir.push(scene.bands.nir !== null);
      expect(withNir).toEqual([true, false, true, false, true, false, true, false]);
    },
  );

  it('reads seed ranges as the command line gives them', () => {
    expect(parseSeedRange('2000-2003')).toEqual([2000, 2001, 2002, 2003]);
    expect(() => parseSeedRange('2000')).toThrow(/1000-1099/);
  });
});
