import { describe, expect, it } from 'vitest';
import { LAWN, PAVEMENT, SOIL, TREE } from '../landClasses.ts';
import { mendLawnSpots } from './lawnSpots.ts';

const width = 40;
const height = 30;

/** A lawn with `paint` applied to rectangles [x0, x1) × [y0, y1). */
function lawnWith(...rects: [number, number, number, number, number][]): Uint8Array {
  const classes = new Uint8Array(width * height).fill(LAWN);
  for (const [x0, x1, y0, y1, c] of rects)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) classes[y * width + x] = c;
  return classes;
}
const at = (classes: Uint8Array, x: number, y: number) => classes[y * width + x];

describe('mendLawnSpots', () => {
  it('mows over a small brown spot in the middle of a lawn', () => {
    const classes = lawnWith([10, 12, 10, 12, SOIL], [20, 22, 5, 7, PAVEMENT]);
    mendLawnSpots(classes, width, height, 0.3);
    expect(at(classes, 10, 10)).toBe(LAWN);
    expect(at(classes, 21, 6)).toBe(LAWN);
  });

  it('keeps a bed or patio larger than a spot', () => {
    const classes = lawnWith([10, 16, 10, 16, SOIL]);
    mendLawnSpots(classes, width, height, 0.3);
    expect(at(classes, 12, 12)).toBe(SOIL);
  });

  it('keeps a small bare piece that touches something other than lawn', () => {
    const classes = lawnWith([10, 12, 10, 12, SOIL], [12, 18, 10, 18, TREE], [0, 2, 0, 2, SOIL]);
    mendLawnSpots(classes, width, height, 0.3);
    expect(at(classes, 10, 10)).toBe(SOIL);
    expect(at(classes, 0, 0)).toBe(SOIL);
  });
});
