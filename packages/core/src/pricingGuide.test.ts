import { describe, expect, it } from 'vitest';
import {
  FREQUENCY_GUIDANCE,
  guidePriceRange,
  MOWING_PRICE_EXAMPLE,
  PRICING_GUIDE_PROPERTIES,
  TYPICAL_RATE_RANGES,
} from './pricingGuide.ts';

describe('PRICING_GUIDE_PROPERTIES', () => {
  it('holds a quarter acre, a half acre and an acre in sq ft', () => {
    expect(PRICING_GUIDE_PROPERTIES).toEqual([
      { name: 'Small Residential', acres: 0.25, areaSqFt: 10_890 },
      { name: 'Large Residential', acres: 0.5, areaSqFt: 21_780 },
      { name: 'Commercial', acres: 1, areaSqFt: 43_560 },
    ]);
  });
});

describe('TYPICAL_RATE_RANGES', () => {
  it('gives mowing, fertilizer and weed control ranges per sq ft', () => {
    expect(TYPICAL_RATE_RANGES.map((r) => [r.service, r.minRate, r.maxRate])).toEqual([
      ['Mowing', 0.004, 0.008],
      ['Fertilizer', 0.002, 0.005],
      ['Weed Control', 0.001, 0.003],
    ]);
  });
});

describe('guidePriceRange', () => {
  it.each([
    [10_890, 0.004, 0.008, 44, 87],
    [21_780, 0.002, 0.005, 44, 109],
    [43_560, 0.001, 0.003, 44, 131],
  ])('prices %i sq ft at %f–%f as $%i–$%i', (areaSqFt, minRate, maxRate, low, high) => {
    expect(guidePriceRange(areaSqFt, { minRate, maxRate })).toEqual({ low, high });
  });
});

describe('FREQUENCY_GUIDANCE', () => {
  it('prices recurring work at a share of the one-time price', () => {
    expect(
      FREQUENCY_GUIDANCE.map((g) => [g.frequency, g.minPercentOfBase, g.maxPercentOfBase]),
    ).toEqual([
      ['one-time', 100, 100],
      ['weekly', 85, 90],
      ['bi-weekly', 90, 95],
      ['monthly', 95, 100],
    ]);
  });
});

describe('MOWING_PRICE_EXAMPLE', () => {
  it('lists the example price per sq ft of each frequency', () => {
    expect(MOWING_PRICE_EXAMPLE.map((e) => [e.frequency, e.pricePerSqFt])).toEqual([
      ['one-time', 0.008],
      ['weekly', 0.007],
      ['bi-weekly', 0.0075],
      ['monthly', 0.0078],
    ]);
  });
});
