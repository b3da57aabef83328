import { describe, expect, it } from 'vitest';
import {
  acresToSqFt,
  normalizeAreaToSqFt,
  pricePerAcre,
  squareFeet,
  sqFtToAcres,
  SQ_FT_PER_ACRE,
} from './units.ts';

describe('squareFeet', () => {
  it('turns a square of 0.3048 m sides into one square foot', () => {
    expect(squareFeet(0.3048 ** 2)).toBeCloseTo(1, 6);
  });

  it('turns an acre of square metres into 43,560 square feet', () => {
    expect(squareFeet(4046.8564224)).toBeCloseTo(43_560, 3);
  });
});

describe('SQ_FT_PER_ACRE', () => {
  it('is 43,560 square feet', () => {
    expect(SQ_FT_PER_ACRE).toBe(43_560);
  });
});

describe('sqFtToAcres and acresToSqFt', () => {
  it.each([
    [10_890, 0.25],
    [21_780, 0.5],
    [43_560, 1],
  ])('converts %i sq ft to %f acres and back', (sqFt, acres) => {
    expect(sqFtToAcres(sqFt)).toBe(acres);
    expect(acresToSqFt(acres)).toBe(sqFt);
  });
});

describe('normalizeAreaToSqFt', () => {
  it.each([
    [1001, 1001],
    [5000, 5000],
    [1000, 43_560_000],
    [0.25, 10_890],
  ])('reads %f as %f sq ft (above 1000 is sq ft, otherwise acres)', (value, sqFt) => {
    expect(normalizeAreaToSqFt(value)).toBe(sqFt);
  });
});

describe('pricePerAcre', () => {
  it('multiplies a per-sq-ft price by 43,560', () => {
    expect(pricePerAcre(0.0008)).toBeCloseTo(34.848, 10);
  });
});
