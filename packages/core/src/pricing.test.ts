import { describe, expect, it } from 'vitest';
import {
  complexityMultiplier,
  DEFAULT_PRICE_PER_SQ_FT,
  frequencyPricePerSqFt,
  priceServiceFrequency,
  priceServiceLine,
  quoteTotal,
} from './pricing.ts';
import { STANDARD_VOLUME_TIERS } from './volumeRate.ts';

const mowing = [
  { frequency: 'weekly', pricePerSqFt: 0.008, minimumPrice: 50, isActive: true },
  { frequency: 'bi-weekly', pricePerSqFt: 0.009, minimumPrice: 50, isActive: true },
  { frequency: 'monthly', pricePerSqFt: 0.01, minimumPrice: null, isActive: false },
];

describe('frequencyPricePerSqFt', () => {
  it.each([
    ['weekly', 0.008],
    ['bi-weekly', 0.009],
    ['monthly', DEFAULT_PRICE_PER_SQ_FT],
    ['one-time', DEFAULT_PRICE_PER_SQ_FT],
    [null, DEFAULT_PRICE_PER_SQ_FT],
  ])('prices %s at %f per sq ft', (frequency, price) => {
    expect(frequencyPricePerSqFt(mowing, frequency)).toBe(price);
  });

  it('defaults to 0.0008 per sq ft', () => {
    expect(DEFAULT_PRICE_PER_SQ_FT).toBe(0.0008);
  });
});

describe('complexityMultiplier', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    [5, 1],
    [6, 1.05],
    [8, 1.15],
    [10, 1.25],
    [3, 0.9],
    [2, 0.85],
    [1, 0.85],
    [0, 0.85],
    [15, 1.5],
    [20, 1.5],
  ])('gives score %s a multiplier of %f', (score, multiplier) => {
    expect(complexityMultiplier(score)).toBe(multiplier);
  });
});

describe('priceServiceLine', () => {
  it.each([
    // area, price, score, minimum → cost, minimum applied
    [5000, 0.008, null, null, 40, false],
    [5000, 0.008, 5, 50, 50, true],
    [10_000, 0.008, 5, 50, 80, false],
    [10_000, 0.008, 8, 50, 92, false],
    [10_000, 0.008, 1, 50, 68, false],
    [1234, 0.0008, null, undefined, 1, false],
    [20_000, 0.005, 5, 75, 100, false],
    [10_000, 0.005, 5, 75, 75, true],
    [10_000, 0.009, 5, 100, 100, true],
  ])(
    'prices %i sq ft at %f with score %s and minimum %s as $%i (minimum applied: %s)',
    (areaSqFt, pricePerSqFt, complexityScore, minimumPrice, totalCost, minimumApplied) => {
      expect(priceServiceLine({ areaSqFt, pricePerSqFt, complexityScore, minimumPrice })).toEqual({
        totalCost,
        minimumApplied,
      });
    },
  );

  it('rounds up to a whole dollar before comparing with the minimum', () => {
    // 6188 × 0.008 = 49.504 → 50, which meets a $50 minimum without applying it.
    expect(priceServiceLine({ areaSqFt: 6188, pricePerSqFt: 0.008, minimumPrice: 50 })).toEqual({
      totalCost: 50,
      minimumApplied: false,
    });
  });

  it('keeps a minimum with cents as it is', () => {
    expect(priceServiceLine({ areaSqFt: 100, pricePerSqFt: 0.008, minimumPrice: 49.99 })).toEqual({
      totalCost: 49.99,
      minimumApplied: true,
    });
  });
});

describe('priceServiceFrequency', () => {
  it('prices the chosen frequency with its own minimum', () => {
    expect(
      priceServiceFrequency({ areaSqFt: 5000, frequencies: mowing, frequency: 'bi-weekly' }),
    ).toEqual({ pricePerSqFt: 0.009, totalCost: 50, minimumApplied: true });
  });

  it('falls back to the default price and no minimum for a frequency not offered', () => {
    expect(
      priceServiceFrequency({
        areaSqFt: 10_000,
        frequencies: mowing,
        frequency: 'monthly',
        complexityScore: 5,
      }),
    ).toEqual({ pricePerSqFt: 0.0008, totalCost: 8, minimumApplied: false });
  });

  it("prices with the chosen frequency's volume tiers, the minimum and complexity still applying", () => {
    const tiered = mowing.map((option) => ({ ...option, volumeTiers: STANDARD_VOLUME_TIERS }));
    // 1.5 acres weekly: 40 + 35 + 60 + 150 + 61.36 = $346.36 rather than $522.72.
    expect(
      priceServiceFrequency({ areaSqFt: 65_340, frequencies: tiered, frequency: 'weekly' }),
    ).toEqual({ pricePerSqFt: 0.008, totalCost: 347, minimumApplied: false });
    // × 1.15 for a 8/10 lawn: 398.314 → $399.
    expect(
      priceServiceFrequency({
        areaSqFt: 65_340,
        frequencies: tiered,
        frequency: 'weekly',
        complexityScore: 8,
      }).totalCost,
    ).toBe(399);
    expect(
      priceServiceFrequency({ areaSqFt: 5_000, frequencies: tiered, frequency: 'bi-weekly' }),
    ).toEqual({ pricePerSqFt: 0.009, totalCost: 50, minimumApplied: true });
  });
});

describe('quoteTotal', () => {
  it('adds up the selected lines only', () => {
    const lines = [
      { isSelected: true, totalCost: 80 },
      { isSelected: false, totalCost: 75 },
      { isSelected: true, totalCost: 49.99 },
    ];
    expect(quoteTotal(lines)).toBe(129.99);
  });

  it('is 0 when nothing is selected', () => {
    expect(quoteTotal([{ isSelected: false, totalCost: 80 }])).toBe(0);
  });
});
