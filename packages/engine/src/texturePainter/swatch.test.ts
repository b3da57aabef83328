import { describe, expect, it } from 'vitest';
import { Random } from '../demoRegion/random.ts';
import { LAWN, TREE } from '../landClasses.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import type { Exemplar } from './exemplars.ts';
import { gainsTowards, GREEN_TURF } from './palette.ts';
import { createCanvas } from './canvas.ts';
import { stamp, turnTowardsSun } from './stampObjects.ts';
import { cutSwatch, exemplarWindow } from './swatch.ts';

/**
 * A photo of one crown: a dark green disc (radius 20 px, brighter on its east side) on pale
 * lawn, with its dark shadow to the west. The crown is traced too small, as a circle of radius 16.
 */
function crownPhoto(): { bands: RasterBands; exemplar: Exemplar } {
  const size = 100;
  const n = size * size;
  const bands: RasterBands = {
    width: size,
    height: size,
    red: new Uint8Array(n),
    green: new Uint8Array(n),
    blue: new Uint8Array(n),
    nir: null,
  };
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const inCrown = Math.hypot(x - 50, y - 50) < 20;
      const inShadow = !inCrown && Math.hypot(x - 36, y - 52) < 20;
      const colour = inCrown
        ? [40 + (x - 50) * 0.8, 70 + (x - 50) * 0.8, 35]
        : inShadow
          ? [25, 30, 30]
          : [140, 160, 100];
      bands.red[i] = colour[0] ?? 0;
      bands.green[i] = colour[1] ?? 0;
      bands.blue[i] = colour[2] ?? 0;
    }
  const outline = Array.from({ length: 16 }, (_, k): [number, number] => [
    50 + 16 * Math.cos((k * Math.PI) / 8),
    50 + 16 * Math.sin((k * Math.PI) / 8),
  ]);
  const exemplar: Exemplar = {
    material: 'treeCrown',
    source: 'test',
    metresPerPixel: 0.1,
    hasNir: false,
    outline,
    note: 'a test crown',
  };
  // The loader reads the exemplar's window; cut it here the same way.
  const [x0, y0, x1, y1] = exemplarWindow(exemplar);
  const w = x1 - x0;
  const h = y1 - y0;
  const crop = (p: Uint8Array) =>
    Uint8Array.from(
      { length: w * h },
      (_, k) => p[(y0 + Math.floor(k / w)) * size + x0 + (k % w)] ?? 0,
    );
  return {
    exemplar,
    bands: {
      width: w,
      height: h,
      red: crop(bands.red),
      green: crop(bands.green),
      blue: crop(bands.blue),
      nir: null,
    },
  };
}

describe('cutSwatch', () => {
  it("finds a crown's own outline in the photo: the leaves, not the lawn or the crown's shadow", () => {
    const { bands, exemplar } = crownPhoto();
    const swatch = cutSwatch(exemplar, bands);
    const level = swatch.levels[0];
    if (!level) throw new Error('no level');
    const [x0, y0] = exemplarWindow(exemplar);
    const alphaAt = (x: number, y: number) => level.alpha[(y - y0) * level.width + x - x0] ?? -1;
    // Leaves past the traced circle (radius 16), towards the real edge (20), are kept.
    expect(alphaAt(50, 50)).toBeGreaterThan(0.95);
    expect(alphaAt(67, 50)).toBeGreaterThan(0.8);
    expect(alphaAt(50, 33)).toBeGreaterThan(0.8);
    expect(alphaAt(32, 50)).toBeGreaterThan(0.5);
    // Lawn beyond it and the shadow beside it are not.
    expect(alphaAt(74, 50)).toBeLessThan(0.1);
    expect(alphaAt(50, 74)).toBeLessThan(0.1);
    expect(alphaAt(28, 50)).toBeLessThan(0.1);
    expect(alphaAt(29, 46)).toBeLessThan(0.1);
  });

  it('knows which side of a crown its photo lit', () => {
    const { bands, exemplar } = crownPhoto();
    const { litAngle } = cutSwatch(exemplar, bands);
    // East is angle 0 (x right, y down).
    expect(litAngle).not.toBeNull();
    expect(Math.abs(litAngle ?? 9)).toBeLessThan(0.3);
  });
});

describe('gainsTowards', () => {
  it("moves a swatch's colour cast most of the way to a colour of the palette", () => {
    const { bands, exemplar } = crownPhoto();
    const swatch = { ...cutSwatch(exemplar, bands), mean: [120, 100, 140] };
    const gains = gainsTowards(swatch, GREEN_TURF, 1, new Random(3));
    const moved = swatch.mean.map((m, b) => m * (gains[b] ?? 1));
    // A purple cast becomes green: green above red and blue.
    expect(moved[1]).toBeGreaterThan(moved[0] ?? 0);
    expect(moved[1]).toBeGreaterThan(moved[2] ?? 0);
  });
});

describe('turnTowardsSun', () => {
  it("pastes a crown with its photo's lit side towards the scene's sun, flipped or not", () => {
    const { bands, exemplar } = crownPhoto();
    const swatch = cutSwatch(exemplar, bands);
    const north = -Math.PI / 2;
    for (const flip of [false, true]) {
      const canvas = createCanvas(60, 60, 0.1);
      canvas.truth.fill(LAWN);
      stamp(canvas, {
        swatch,
        centre: [30, 30],
        angle: turnTowardsSun(swatch.litAngle ?? 0, flip, north),
        enlarge: 1,
        flip,
        landClass: TREE,
        elevation: 8,
        gains: [1, 1, 1, 1],
      });
      const green = (x: number, y: number) => canvas.planes[1][y * 60 + x] ?? 0;
      // The photo's bright east side now faces north (up), its dark west side south.
      expect(green(30, 16)).toBeGreaterThan(green(30, 44) + 15);
      expect(canvas.truth[30 * 60 + 30]).toBe(TREE);
    }
  });
});
