import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kthSmallest, largestInRow } from './select.ts';

describe('kthSmallest', () => {
  it('gives what sorting and indexing give, for every k', () => {
    fc.assert(
      fc.property(
        fc.array(fc.float({ noNaN: true, noDefaultInfinity: true }), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.nat(),
        (drawn, pick) => {
          // −0 and 0 are one value to a comparison: the selection may return either.
          const list = drawn.map((v) => v + 0);
          const sorted = Float32Array.from(list).sort();
          const k = pick % list.length;
          expect(kthSmallest(Float32Array.from(list), k)).toBe(sorted[k]);
        },
      ),
    );
  });

  it('handles runs of one value and sorted input', () => {
    expect(kthSmallest(new Float32Array(1000).fill(3), 500)).toBe(3);
    const ramp = Float32Array.from({ length: 1001 }, (_, i) => i);
    expect(kthSmallest(ramp, 500)).toBe(500);
    expect(kthSmallest(new Float32Array(0), 0)).toBe(0);
  });
});

describe('largestInRow', () => {
  it('gives the first index of each row’s largest value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 60 }),
        (k, flat) => {
          const rows = Math.floor(flat.length / k);
          for (let r = 0; r < rows; r++) {
            const row = flat.slice(r * k, r * k + k);
            expect(largestInRow(flat, r, k)).toBe(row.indexOf(Math.max(...row)));
          }
        },
      ),
    );
  });
});
