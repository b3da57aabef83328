import { describe, expect, it } from 'vitest';
import { ceilToWholeDollars, roundTo, roundToCents, roundToWholeDollars } from './rounding.ts';

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
