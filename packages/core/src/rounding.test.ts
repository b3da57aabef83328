import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ceilToWholeDollars,
  roundTo,
  roundToCents,
  roundToWholeDollars,
  wholePartsOf,
} from './rounding.ts';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [12.500000000000005, 2, 12.5],
    [0.1 * 3, 4, 0.3],
  ])('rounds %f to %i decimals as %f', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe('roundToCents', () => {
  it('keeps two decimals of a money amount', () => {
    expect(roundToCents(49.99 * 0.8)).toBe(39.99);
  });
});

describe('ceilToWholeDollars', () => {
  it.each([
    [5000 * 0.008, 40],
    [0.1 * 3 * 1000, 300],
    [40.01, 41],
    [0, 0],
  ])('rounds %f up to %i dollars without float noise', (amount, expected) => {
    expect(ceilToWholeDollars(amount)).toBe(expected);
  });
});

describe('roundToWholeDollars', () => {
  it.each([
    [10_890 * 0.004, 44],
    [10_890 * 0.008, 87],
    [12.5, 13],
  ])('rounds %f to the nearest dollar, %i', (amount, expected) => {
    expect(roundToWholeDollars(amount)).toBe(expected);
  });
});

describe('wholePartsOf', () => {
  it('lists three patches of 1,000.4 sq ft as adding up to 3,001, not 3,000', () => {
    expect(wholePartsOf([1000.4, 1000.4, 1000.4], 3001.2)).toEqual([1001, 1000, 1000]);
  });

  it('gives whole parts within one of each value that add up to the rounded total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 20_000, noNaN: true }), { minLength: 1, maxLength: 12 }),
        (values) => {
          const total = values.reduce((sum, value) => sum + value, 0);
          const parts = wholePartsOf(values, total);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(Math.round(total));
          parts.forEach((part, index) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(Math.abs(part - (values[index] ?? 0))).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('rounds each alone when the parts cannot make the total', () => {
    expect(wholePartsOf([100.4, 200.4], 250)).toEqual([100, 200]);
  });
});
