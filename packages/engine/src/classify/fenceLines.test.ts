import { describe, expect, it } from 'vitest';
import { LAWN, OTHER, PAVEMENT, SHADOW } from '../landClasses.ts';
import type { ClassMap } from './classifyPixels.ts';
import { fencesFromThinPaving, fencesOnLotLine } from './fenceLines.ts';

const SIZE = 30;

/** A lawn with paving drawn on it as rectangles [x0, y0, x1, y1) of pixels. */
function lawnWith(...rects: [number, number, number, number][]): ClassMap {
  const classes = new Uint8Array(SIZE * SIZE).fill(LAWN);
  for (const [x0, y0, x1, y1] of rects)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) classes[y * SIZE + x] = PAVEMENT;
  return { width: SIZE, height: SIZE, classes, confidence: new Uint8Array(SIZE * SIZE) };
}

const count = (map: ClassMap, landClass: number) =>
  map.classes.reduce((n, c) => n + (c === landClass ? 1 : 0), 0);

describe('fence lines among the paving', () => {
  it('makes a line one pixel wide across the lawn a fence at 0.3 m a pixel', () => {
    const map = lawnWith([2, 10, 28, 11]);
    fencesFromThinPaving(map, 0.3);
    expect(count(map, OTHER)).toBe(26);
    expect(count(map, PAVEMENT)).toBe(0);
  });

  it('keeps a walk 1.2 m wide whole, its corners and ends included', () => {
    const map = lawnWith([2, 10, 28, 14]);
    fencesFromThinPaving(map, 0.3);
    expect(count(map, PAVEMENT)).toBe(26 * 4);
    expect(count(map, OTHER)).toBe(0);
  });

  it('keeps a driveway whole and makes the fence running from it a fence but for its root', () => {
    // A 10 × 10 drive, and a fence line leaving its right side along row 15.
    const map = lawnWith([2, 10, 12, 20], [12, 15, 28, 16]);
    fencesFromThinPaving(map, 0.3);
    // The pixel where the line meets the drive stays paving, as the drive's edge would.
    expect(count(map, OTHER)).toBe(15);
    expect(map.classes[15 * SIZE + 12]).toBe(PAVEMENT);
    for (let y = 10; y < 20; y++)
      for (let x = 2; x < 12; x++) expect(map.classes[y * SIZE + x]).toBe(PAVEMENT);
  });

  it('changes nothing where a pixel is too coarse to tell a fence from a path', () => {
    const map = lawnWith([2, 10, 28, 11]);
    fencesFromThinPaving(map, 0.6);
    expect(count(map, PAVEMENT)).toBe(26);
  });

  it('makes a one-pixel line a fence on 0.15 m pixels too, and keeps a 0.75 m path', () => {
    const map = lawnWith([2, 4, 28, 5], [2, 15, 28, 20]);
    fencesFromThinPaving(map, 0.15);
    expect(count(map, OTHER)).toBe(26);
    expect(count(map, PAVEMENT)).toBe(26 * 5);
  });

  it('makes a line with its shadow on one side a fence', () => {
    const map = lawnWith([2, 10, 28, 11]);
    for (let x = 2; x < 28; x++) map.classes[11 * SIZE + x] = SHADOW;
    fencesFromThinPaving(map, 0.3);
    expect(count(map, OTHER)).toBe(26);
  });

  it('keeps a strip of paving two pixels wide, lit beside a shadow, as paving', () => {
    // A sliver of a drive between the lawn and the shadow across the rest of it.
    const map = lawnWith([2, 10, 28, 12]);
    for (let y = 12; y < 16; y++) for (let x = 2; x < 28; x++) map.classes[y * SIZE + x] = SHADOW;
    fencesFromThinPaving(map, 0.3);
    expect(count(map, PAVEMENT)).toBe(52);
    expect(count(map, OTHER)).toBe(0);
  });
});

/** A lot covering the columns left of `x` (the rest is the neighbour's side or the street). */
function lotLeftOf(x: number): Uint8Array {
  const mask = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) for (let i = 0; i < x; i++) mask[y * SIZE + i] = 1;
  return mask;
}

describe('fences on the lot line', () => {
  it('makes a line a pixel wide along the lot line beside the neighbour’s drive a fence', () => {
    // The lot's lawn up to column 20; the fence on its last column; the neighbour's drive beyond.
    const map = lawnWith([19, 2, 20, 28], [20, 2, 28, 28]);
    fencesFromThinPaving(map, 0.3);
    // Paving beside it: the thin-line rule alone keeps it as the drive's fringe.
    expect(count(map, OTHER)).toBe(0);
    fencesOnLotLine(map, lotLeftOf(20), 0.3);
    for (let y = 2; y < 28; y++) expect(map.classes[y * SIZE + 19]).toBe(OTHER);
    // The neighbour's drive is not the lot's to change.
    expect(count(map, PAVEMENT)).toBe(8 * 26);
  });

  it('keeps the lot’s own drive meeting the paving beyond its line, and a walk along the line', () => {
    // A drive 10 px wide running out to the street beyond the line, and a 1.2 m walk along it.
    const map = lawnWith([4, 10, 20, 20], [16, 22, 20, 28], [20, 0, 28, 30]);
    fencesOnLotLine(map, lotLeftOf(20), 0.3);
    expect(count(map, OTHER)).toBe(0);
    expect(count(map, PAVEMENT)).toBe(16 * 10 + 4 * 6 + 8 * 30);
  });

  it('changes nothing on pixels too coarse to tell a fence from a walk', () => {
    const map = lawnWith([19, 2, 20, 28], [20, 2, 28, 28]);
    fencesOnLotLine(map, lotLeftOf(20), 0.6);
    expect(count(map, OTHER)).toBe(0);
  });
});
