import { describe, expect, it } from 'vitest';
import { tieredMowingRate, volumeRate } from './volumeRate.ts';

describe('tieredMowingRate', () => {
  it.each([
    [0, 0.0008],
    [5_000, 0.0008],
    [5_001, 0.0007],
    [10_000, 0.0007],
    [20_000, 0.0006],
    [50_000, 0.0005],
    [100_000, 0.0004],
    [100_001, 0.0003],
    [1_000_000, 0.0003],
  ])('charges %i sq ft at %f per sq ft', (areaSqFt, rate) => {
    expect(tieredMowingRate(areaSqFt)).toBe(rate);
  });

  it('falls back to the base rate for an area that is not a number', () => {
    expect(tieredMowingRate(Number.NaN)).toBe(0.0008);
  });
});

describe('volumeRate', () => {
  it.each([
    [4_000, 0.0008, 0],
    [8_000, 0.0007, 12.5],
    [15_000, 0.0006, 25],
    [43_560, 0.0005, 37.5],
    [80_000, 0.0004, 50],
    [200_000, 0.0003, 62.5],
  ])('gives %i sq ft a rate of %f, %f % below the 0.0008 base', (areaSqFt, rate, discount) => {
    expect(volumeRate(areaSqFt)).toEqual({
      effectiveRate: rate,
      discountPercentage: discount,
      areaSqFt,
    });
  });
});
