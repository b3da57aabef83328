import { describe, expect, it } from 'vitest';
import { polygonMask } from '../geo/scanPolygon.ts';
import { BUILDING, LAWN, OTHER, PAVEMENT, SHADOW, TREE } from '../landClasses.ts';
import { paintTextureScene, textureExemplarsAvailable } from './index.ts';

const available = textureExemplarsAvailable();
if (!available)
  console.log('texture painter tests skipped: ../shared/data (the real imagery) is absent');

describe.skipIf(!available)('paintTextureScene', () => {
  it('paints the same scene from the same seed', async () => {
    const a = await paintTextureScene(11, { metresPerPixel: 0.4 });
    const b = await paintTextureScene(11, { metresPerPixel: 0.4 });
    expect(Buffer.from(a.bands.green).equals(Buffer.from(b.bands.green))).toBe(true);
    expect(Buffer.from(a.truth).equals(Buffer.from(b.truth))).toBe(true);
    expect(a.parcel).toEqual(b.parcel);
  });

  it('gives every pixel a truth class and the parcel lawn, a house and paving in plausible shares', async () => {
    for (const seed of [1, 2, 3]) {
      const scene = await paintTextureScene(seed, { metresPerPixel: 0.45 });
      const { width, height } = scene.bands;
      expect(scene.truth.length).toBe(width * height);
      expect(scene.metresPerPixel).toBe(0.45);
      const share = (id: number) => scene.truth.filter((c) => c === id).length / scene.truth.length;
      expect(share(LAWN)).toBeGreaterThan(0.1);
      expect(share(BUILDING)).toBeGreaterThan(0.03);
      expect(share(BUILDING)).toBeLessThan(0.5);
      expect(share(PAVEMENT)).toBeGreaterThan(0.03);
      const inParcel = polygonMask([scene.parcel], width, height);
      let parcelLawn = 0;
      let parcelPixels = 0;
      inParcel.forEach((v, i) => {
        parcelPixels += v;
        if (v && scene.truth[i] === LAWN) parcelLawn++;
      });
      expect(parcelPixels * 0.45 ** 2).toBeGreaterThan(250);
      expect(parcelLawn / parcelPixels).toBeGreaterThan(0.15);
      expect(scene.footprints.length).toBeGreaterThan(0);
    }
  });

  it('draws its resolution from 0.15–0.6 m when none is asked for (0.5–0.6 m with NIR)', async () => {
    const scene = await paintTextureScene(5);
    expect(scene.metresPerPixel).toBeGreaterThanOrEqual(0.15);
    expect(scene.metresPerPixel).toBeLessThanOrEqual(0.6);
    // With NIR, as NAIP-like survey imagery carries it: 0.5–0.6 m.
    for (const seed of [5, 6, 7]) {
      const withNir = await paintTextureScene(seed, { nir: true });
      expect(withNir.metresPerPixel).toBeGreaterThanOrEqual(0.5);
      expect(withNir.bands.nir).not.toBeNull();
    }
  });

  it('paints different scenes from different seeds', async () => {
    const a = await paintTextureScene(21, { metresPerPixel: 0.5 });
    const b = await paintTextureScene(22, { metresPerPixel: 0.5 });
    expect(Buffer.from(a.truth).equals(Buffer.from(b.truth))).toBe(false);
  });

  it('keeps its truth to the classes a scorer knows, with crowns as tree', async () => {
    let tree = 0;
    for (const seed of [31, 32, 33]) {
      const scene = await paintTextureScene(seed, { metresPerPixel: 0.3 });
      expect(scene.truth.every((c) => c < SHADOW)).toBe(true);
      tree += scene.truth.filter((c) => c === TREE).length;
    }
    expect(tree).toBeGreaterThan(0);
  });

  it('draws fences thinner than half a pixel into the colours only, not the truth', async () => {
    let fine = 0;
    for (const seed of [41, 42, 43, 44]) {
      const coarse = await paintTextureScene(seed, { metresPerPixel: 0.6 });
      expect(coarse.truth.includes(OTHER)).toBe(false);
      const sharp = await paintTextureScene(seed, { metresPerPixel: 0.15 });
      fine += sharp.truth.filter((c) => c === OTHER).length;
    }
    // At 0.15 m the 0.12–0.25 m fences cover most of a pixel and are "other".
    expect(fine).toBeGreaterThan(0);
  });
});
