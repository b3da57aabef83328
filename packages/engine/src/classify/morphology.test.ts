import { describe, expect, it } from 'vitest';
import { close, connectedComponents, dilate, erode, open, removeSmall } from './morphology.ts';

/** A mask from rows of '#' and '.'. */
function grid(rows: string[]): { mask: Uint8Array; width: number; height: number } {
  const width = rows[0]?.length ?? 0;
  return {
    mask: Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0)),
    width,
    height: rows.length,
  };
}
const count = (mask: Uint8Array) => mask.reduce((sum, v) => sum + v, 0);

describe('morphology', () => {
  it('dilates and erodes with a square element', () => {
    const { mask, width, height } = grid(['.....', '.....', '..#..', '.....', '.....']);
    expect(count(dilate(mask, width, height, 1))).toBe(9);
    expect(count(erode(dilate(mask, width, height, 1), width, height, 1))).toBe(1);
  });

  it('opening removes a one-pixel line; closing fills a one-pixel gap', () => {
    const line = grid(['......', '######', '......', '......']);
    expect(count(open(line.mask, line.width, line.height, 1))).toBe(0);
    const gap = grid(['###.###', '###.###', '###.###']);
    expect(count(close(gap.mask, gap.width, gap.height, 1))).toBe(21);
  });

  it('labels 4-connected components and drops the small ones', () => {
    const { mask, width, height } = grid(['##..#', '##..#', '....#', '#....']);
    const { sizes } = connectedComponents(mask, width, height);
    expect(sizes.slice(1).sort()).toEqual([1, 3, 4]);
    expect(count(removeSmall(mask, width, height, 3))).toBe(7);
  });

  it('joins only equal keys when given a key plane', () => {
    const all = new Uint8Array(4).fill(1);
    const keys = Uint8Array.from([1, 1, 2, 2]);
    expect(connectedComponents(all, 4, 1, keys).sizes.slice(1)).toEqual([2, 2]);
  });
});
