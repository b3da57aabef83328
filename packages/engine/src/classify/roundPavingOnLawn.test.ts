import { describe, expect, it } from 'vitest';
import { BUILDING, LAWN, OTHER, PAVEMENT } from '../landClasses.ts';
import type { ClassMap } from './classifyPixels.ts';
import { roundPavingOnLawn } from './roundPavingOnLawn.ts';

const SIZE = 40;

/** A lawn at 0.3 m a pixel with a disc of paving of `radius` pixels round (cx, cy). */
function lawnWithDisc(cx: number, cy: number, radius: number): ClassMap {
  const classes = new Uint8Array(SIZE * SIZE).fill(LAWN);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++)
      if (Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= radius) classes[y * SIZE + x] = PAVEMENT;
  return { width: SIZE, height: SIZE, classes, confidence: new Uint8Array(SIZE * SIZE) };
}

function fill(map: ClassMap, [x0, y0, x1, y1]: [number, number, number, number], c: number) {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) map.classes[y * SIZE + x] = c;
}

const count = (map: ClassMap, landClass: number) =>
  map.classes.reduce((n, c) => n + (c === landClass ? 1 : 0), 0);

describe('round paving alone on the lawn', () => {
  it('makes a trampoline 3.6 m across "other"', () => {
    const map = lawnWithDisc(20, 20, 6);
    const disc = count(map, PAVEMENT);
    roundPavingOnLawn(map, 0.3);
    expect(count(map, OTHER)).toBe(disc);
    expect(count(map, PAVEMENT)).toBe(0);
  });

  it('keeps the same disc as paving within 1.5 m of the house, or of a footprint', () => {
    const byHouse = lawnWithDisc(20, 20, 6);
    fill(byHouse, [0, 0, SIZE, 11], BUILDING);
    roundPavingOnLawn(byHouse, 0.3);
    expect(count(byHouse, OTHER)).toBe(0);

    const byFootprint = lawnWithDisc(20, 20, 6);
    const footprint = new Uint8Array(SIZE * SIZE);
    footprint.fill(1, 0, 11 * SIZE);
    roundPavingOnLawn(byFootprint, 0.3, footprint);
    expect(count(byFootprint, OTHER)).toBe(0);
  });

  it('keeps a square slab, a walk, a disc joined to a drive and a small stepping stone as paving', () => {
    const slab = lawnWithDisc(0, 0, 0);
    fill(slab, [14, 14, 26, 26], PAVEMENT);
    roundPavingOnLawn(slab, 0.3);
    expect(count(slab, OTHER)).toBe(0);

    const walk = lawnWithDisc(0, 0, 0);
    fill(walk, [5, 18, 35, 22], PAVEMENT);
    roundPavingOnLawn(walk, 0.3);
    expect(count(walk, OTHER)).toBe(0);

    const joined = lawnWithDisc(20, 20, 6);
    fill(joined, [25, 18, 40, 23], PAVEMENT);
    roundPavingOnLawn(joined, 0.3);
    expect(count(joined, OTHER)).toBe(0);

    const stone = lawnWithDisc(20, 20, 2);
    roundPavingOnLawn(stone, 0.3);
    expect(count(stone, OTHER)).toBe(0);
  });
});
