import { describe, expect, it } from 'vitest';
import { Random } from '../demoRegion/random.ts';
import { BUILDING, LAWN } from '../landClasses.ts';
import { createCanvas } from './canvas.ts';
import { castShadows } from './castShadows.ts';

describe('castShadows', () => {
  it('darkens the lawn beside a house on the side away from the sun and keeps it lawn', () => {
    const canvas = createCanvas(60, 40, 0.5);
    canvas.planes.forEach((p) => p.fill(100));
    canvas.truth.fill(LAWN);
    const house: [number, number][] = [
      [10, 10],
      [20, 10],
      [20, 30],
      [10, 30],
    ];
    for (let y = 10; y < 30; y++) for (let x = 10; x < 20; x++) canvas.elevation[y * 60 + x] = 5;
    // Sun in the west, 45° up: a 5 m house throws 5 m (10 px) of shadow to the east.
    castShadows(
      canvas,
      [{ outline: house, base: 0, top: 5, leafy: false }],
      { towards: [-1, 0], elevation: Math.PI / 4 },
      { ambient: 0.4, blueShift: 1.2 },
      new Random(1),
    );
    const green = (x: number, y: number) => canvas.planes[1][y * 60 + x] ?? 0;
    expect(green(25, 20)).toBeLessThan(50);
    expect(green(5, 20)).toBe(100);
    expect(green(40, 20)).toBe(100);
    expect(green(15, 20)).toBe(100);
    expect(canvas.truth[20 * 60 + 25]).toBe(LAWN);
  });

  it("darkens a lower neighbour's roof in a taller house's shadow, and not a taller one's", () => {
    const canvas = createCanvas(60, 20, 0.5);
    canvas.planes.forEach((p) => p.fill(100));
    canvas.truth.fill(LAWN);
    // A 7 m house at x 10–20, a 3 m roof at x 22–30, an 8 m roof at x 32–40.
    const heights: [number, number, number][] = [
      [10, 20, 7],
      [22, 30, 3],
      [32, 40, 8],
    ];
    for (const [x0, x1, h] of heights)
      for (let y = 0; y < 20; y++)
        for (let x = x0; x < x1; x++) {
          canvas.elevation[y * 60 + x] = h;
          canvas.truth[y * 60 + x] = BUILDING;
        }
    const house: [number, number][] = [
      [10, 0],
      [20, 0],
      [20, 20],
      [10, 20],
    ];
    // Sun in the west, 45° up: the 7 m house throws 14 px of shadow east, over the low roof.
    castShadows(
      canvas,
      [{ outline: house, base: 0, top: 7, leafy: false }],
      { towards: [-1, 0], elevation: Math.PI / 4 },
      { ambient: 0.4, blueShift: 1.2 },
      new Random(1),
    );
    const green = (x: number) => canvas.planes[1][10 * 60 + x] ?? 0;
    expect(green(26)).toBeLessThan(50);
    expect(canvas.truth[10 * 60 + 26]).toBe(BUILDING);
    expect(green(34)).toBe(100);
  });

  it("leaves a house's own pitched roof to its facet lighting", () => {
    const canvas = createCanvas(40, 20, 0.5);
    canvas.planes.forEach((p) => p.fill(100));
    // A gable roof from x 10 to 30: eaves at 4 m, ridge (x 20) at 6 m.
    for (let y = 0; y < 20; y++)
      for (let x = 10; x < 30; x++) canvas.elevation[y * 40 + x] = 6 - Math.abs(x + 0.5 - 20) / 5;
    const roof: [number, number][] = [
      [10, 0],
      [30, 0],
      [30, 20],
      [10, 20],
    ];
    castShadows(
      canvas,
      [{ outline: roof, base: 0, top: 6, leafy: false, group: 1 }],
      { towards: [-1, 0], elevation: Math.PI / 4 },
      { ambient: 0.4, blueShift: 1.2 },
      new Random(1),
    );
    const green = (x: number) => canvas.planes[1][10 * 40 + x] ?? 0;
    expect(green(26)).toBe(100);
    expect(green(11)).toBe(100);
    // Beyond its east wall the ground is in its shadow.
    expect(green(34)).toBeLessThan(50);
  });

  it('lowers NIR more than red in shade, as sky light holds little NIR', () => {
    const canvas = createCanvas(40, 20, 0.5);
    canvas.planes.forEach((p) => p.fill(100));
    canvas.truth.fill(LAWN);
    const fence: [number, number][] = [
      [10, 0],
      [12, 0],
      [12, 20],
      [10, 20],
    ];
    castShadows(
      canvas,
      [{ outline: fence, base: 0, top: 4, leafy: false }],
      { towards: [-1, 0], elevation: Math.PI / 4 },
      { ambient: 0.4, blueShift: 1.2, nirShift: 0.6 },
      new Random(1),
    );
    const at = (band: number, x: number) => canvas.planes[band]?.[10 * 40 + x] ?? 0;
    expect(at(0, 15)).toBeLessThan(50);
    expect(at(3, 15) / at(0, 15)).toBeCloseTo(0.6, 1);
    expect(at(3, 30)).toBe(100);
  });
});
