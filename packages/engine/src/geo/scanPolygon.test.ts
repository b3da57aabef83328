import { describe, expect, it } from 'vitest';
import type { Position } from './geojson.ts';
import { outlinesMask, polygonMask } from './scanPolygon.ts';

const count = (mask: Uint8Array) => mask.reduce((sum, v) => sum + v, 0);

describe('polygonMask', () => {
  it('sets the pixels whose centres are inside', () => {
    const mask = polygonMask(
      [
        [
          [2, 2],
          [8, 2],
          [8, 6],
          [2, 6],
          [2, 2],
        ],
      ],
      10,
      10,
    );
    expect(count(mask)).toBe(24);
    expect(mask[2 * 10 + 2]).toBe(1);
    expect(mask[6 * 10 + 8]).toBe(0);
  });

  it('leaves holes empty (even-odd)', () => {
    const outer: [number, number][] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ];
    const hole: [number, number][] = [
      [3, 3],
      [7, 3],
      [7, 7],
      [3, 7],
      [3, 3],
    ];
    expect(count(polygonMask([outer, hole], 10, 10))).toBe(100 - 16);
  });

  it('clips to the grid', () => {
    expect(
      count(
        polygonMask(
          [
            [
              [-5, -5],
              [3, -5],
              [3, 3],
              [-5, 3],
              [-5, -5],
            ],
          ],
          10,
          10,
        ),
      ),
    ).toBe(9);
  });
});

describe('outlinesMask', () => {
  it('keeps where outlines overlap inside, as the parts of one roof do', () => {
    const square = (x0: number, y0: number, side: number): Position[] => [
      [x0, y0],
      [x0 + side, y0],
      [x0 + side, y0 + side],
      [x0, y0 + side],
      [x0, y0],
    ];
    const parts = [square(0, 0, 6), square(3, 3, 6)];
    // 36 + 36 pixels, 9 of them in both.
    expect(count(outlinesMask(parts, 10, 10))).toBe(63);
    expect(count(polygonMask(parts, 10, 10))).toBe(54);
  });
});
