import { createHash } from 'node:crypto';
import { parcelInfoSchema } from '@yardstick/core/schemas/analysis';
import { describe, expect, it } from 'vitest';
import { BUILDING, LAWN, PAVEMENT, SOIL, TREE, WATER } from '../landClasses.ts';
import {
  DEFAULT_DEMO_SEED,
  DEMO_METRES_PER_PIXEL,
  generateDemoRegion,
  getDemoRegion,
  type DemoRegion,
} from './demoRegion.ts';

function fingerprint(region: DemoRegion): string {
  const hash = createHash('sha256');
  const { red, green, blue, nir } = region.raster;
  for (const plane of [red, green, blue, nir, region.truth]) if (plane) hash.update(plane);
  hash.update(
    JSON.stringify({
      parcels: region.parcels,
      footprints: region.footprints,
      objects: region.truthObjects,
    }),
  );
  return hash.digest('hex');
}

const mean = (plane: Uint8Array, truth: Uint8Array, landClass: number) => {
  let sum = 0;
  let count = 0;
  truth.forEach((c, i) => {
    if (c !== landClass) return;
    sum += plane[i] ?? 0;
    count++;
  });
  return sum / count;
};

describe('demo region', () => {
  const region = getDemoRegion(DEFAULT_DEMO_SEED);

  // Compact regions run the whole painter on a smaller layout, at a third of the cost.
  it('is the same, byte for byte, for the same seed and different for another', () => {
    const once = generateDemoRegion(DEFAULT_DEMO_SEED, { compact: true });
    expect(fingerprint(generateDemoRegion(DEFAULT_DEMO_SEED, { compact: true }))).toBe(
      fingerprint(once),
    );
    const other = generateDemoRegion(7, { compact: true });
    expect(fingerprint(other)).not.toBe(fingerprint(once));
    expect(other.parcels.map((p) => p.address)).not.toEqual(once.parcels.map((p) => p.address));
  });

  it('is a suburb near Fairview, KS at 0.3 m per pixel', () => {
    const { bounds } = region.raster.georef;
    expect((bounds.north + bounds.south) / 2).toBeCloseTo(38.95, 1);
    expect((bounds.east + bounds.west) / 2).toBeCloseTo(-94.66, 1);
    expect(region.metresPerPixel).toBe(DEMO_METRES_PER_PIXEL);
  });

  it('has at least 60 parcels from 0.1 to 2 acres on named streets, a few commercial', () => {
    const { parcels } = region;
    expect(parcels.length).toBeGreaterThanOrEqual(60);
    for (const p of parcels) {
      expect(p.address).toMatch(
        /^\d{3,5} [A-Z][a-z]+( [A-Z][a-z]+)* [A-Z][a-z]+, Fairview, KS 66208$/,
      );
      expect(parcelInfoSchema.parse(p.info)).toBeTruthy();
      expect(p.info.acreage).toBeGreaterThanOrEqual(0.1);
      expect(p.info.acreage).toBeLessThanOrEqual(2);
    }
    expect(new Set(parcels.map((p) => p.address)).size).toBe(parcels.length);
    expect(new Set(parcels.map((p) => p.info.parcelId)).size).toBe(parcels.length);
    expect(Math.max(...parcels.map((p) => p.info.acreage))).toBeGreaterThan(1);
    expect(parcels.filter((p) => p.info.landUse === 'commercial').length).toBeGreaterThanOrEqual(2);
  });

  it('has house, garage and shed footprints, and pools and sheds to find', () => {
    const kinds = new Set(region.footprints.map((f) => f.kind));
    for (const kind of ['house', 'garage', 'shed', 'commercial']) expect(kinds).toContain(kind);
    expect(region.truthObjects.filter((o) => o.kind === 'pool').length).toBeGreaterThanOrEqual(8);
    expect(region.truthObjects.filter((o) => o.kind === 'shed').length).toBeGreaterThanOrEqual(10);
  });

  it('labels every pixel, with lawn the largest class', () => {
    const counts = new Array<number>(8).fill(0);
    for (const c of region.truth) counts[c] = (counts[c] ?? 0) + 1;
    for (const c of [LAWN, TREE, BUILDING, PAVEMENT, WATER, SOIL])
      expect(counts[c]).toBeGreaterThan(0);
    expect(counts[LAWN]).toBe(Math.max(...counts));
  });

  it('looks like NAIP in near-infrared: vegetation bright, paving and roofs medium, water dark', () => {
    const nir = region.raster.nir ?? new Uint8Array(0);
    const [lawn, tree, roofs, paving, water] = [LAWN, TREE, BUILDING, PAVEMENT, WATER].map((c) =>
      mean(nir, region.truth, c),
    );
    // Canopy is partly self-shadowed, so darker on average than sunlit lawn.
    expect(lawn).toBeGreaterThan(Math.max(roofs ?? 0, paving ?? 0) + 40);
    expect(tree).toBeGreaterThan(Math.max(roofs ?? 0, paving ?? 0) + 10);
    expect(water).toBeLessThan(Math.min(roofs ?? 0, paving ?? 0) - 30);
  });

  it('makes colours overlap between classes, so exact palette matching cannot work', () => {
    const brightness = (i: number) =>
      ((region.raster.red[i] ?? 0) + (region.raster.green[i] ?? 0) + (region.raster.blue[i] ?? 0)) /
      3;
    const values = (landClass: number) => {
      const out: number[] = [];
      for (let i = 0; i < region.truth.length; i += 7)
        if (region.truth[i] === landClass) out.push(brightness(i));
      return out.sort((a, b) => a - b);
    };
    const lawn = values(LAWN);
    const tree = values(TREE);
    // Lawn in shadow is darker than the brighter half of the canopy.
    expect(lawn[Math.floor(lawn.length * 0.05)]).toBeLessThan(
      tree[Math.floor(tree.length * 0.5)] ?? 0,
    );
    const distinctLawnColours = new Set<number>();
    for (let i = 0; i < region.truth.length; i += 11) {
      if (region.truth[i] === LAWN)
        distinctLawnColours.add(
          ((region.raster.red[i] ?? 0) << 16) |
            ((region.raster.green[i] ?? 0) << 8) |
            (region.raster.blue[i] ?? 0),
        );
    }
    expect(distinctLawnColours.size).toBeGreaterThan(5000);
  });
});

const LOOK_SEED = 4242;

describe('region looks', () => {
  const standard = generateDemoRegion(LOOK_SEED, { compact: true });

  it('photograph the same neighbourhood and truth differently', () => {
    const lush = generateDemoRegion(LOOK_SEED, { look: 'lush', compact: true });
    // Compared as bytes: a deep equality walks a million-pixel plane element by element.
    expect(Buffer.from(lush.truth).equals(Buffer.from(standard.truth))).toBe(true);
    expect(lush.parcels.map((p) => p.address)).toEqual(standard.parcels.map((p) => p.address));
    // Watered turf is darker in green than the standard lawns.
    expect(mean(lush.raster.green, lush.truth, LAWN)).toBeLessThan(
      0.85 * mean(standard.raster.green, standard.truth, LAWN),
    );
  });

  it('drop the near-infrared band for colour-only imagery and change the pixel size', () => {
    expect(
      generateDemoRegion(LOOK_SEED, { look: 'colourOnly', compact: true }).raster.nir,
    ).toBeNull();
    const coarse = generateDemoRegion(LOOK_SEED, { look: 'coarse', compact: true });
    expect(coarse.metresPerPixel).toBe(0.6);
    expect(coarse.raster.width).toBe(Math.round(standard.raster.width / 2));
  });

  it('shade lawns with long shadows under a low sun', () => {
    const low = generateDemoRegion(LOOK_SEED, { look: 'lowSun', compact: true });
    const darkLawn = (r: typeof low) =>
      r.truth.filter((c, i) => c === LAWN && (r.raster.green[i] ?? 0) < 45).length /
      r.truth.filter((c) => c === LAWN).length;
    expect(darkLawn(low)).toBeGreaterThan(1.5 * darkLawn(standard));
  });

  it('add haze to hazy imagery', () => {
    const hazy = generateDemoRegion(LOOK_SEED, { look: 'hazy', compact: true });
    expect(mean(hazy.raster.blue, hazy.truth, LAWN)).toBeGreaterThan(
      mean(standard.raster.blue, standard.truth, LAWN) + 20,
    );
  });
});
