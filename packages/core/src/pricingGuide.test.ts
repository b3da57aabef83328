import { describe, expect, it } from 'vitest';
import {
  FREQUENCY_GUIDANCE,
  guidePriceRange,
  guideVolumeExamples,
  MOWING_PRICE_EXAMPLE,
  PRICING_GUIDE_PROPERTIES,
  TYPICAL_RATE_RANGES,
  typicalRangeFor,
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
  ])(
    'prices %i sq ft at %f–%f as $%i–$%i without tiers',
    (areaSqFt, minRate, maxRate, low, high) => {
      expect(guidePriceRange(areaSqFt, { minRate, maxRate }, [])).toEqual({ low, high });
    },
  );

  it.each([
    // 5,000 + 5,000 × 87.5 % + 890 × 75 % = 10,042.5 sq ft at the full rate.
    [10_890, 0.004, 0.008, 40, 80],
    // + 10,000 × 75 % + 1,780 × 62.5 % = 17,987.5.
    [21_780, 0.002, 0.005, 36, 90],
    // 5,000 + 4,375 + 7,500 + 23,560 × 62.5 % = 31,600.
    [43_560, 0.001, 0.003, 32, 95],
  ])(
    'prices %i sq ft at %f–%f as $%i–$%i on the standard ladder, as a new price quotes',
    (areaSqFt, minRate, maxRate, low, high) => {
      expect(guidePriceRange(areaSqFt, { minRate, maxRate })).toEqual({ low, high });
    },
  );
});

describe('guideVolumeExamples', () => {
  it('shows each example property without and with the standard ladder', () => {
    expect(guideVolumeExamples(0.008)).toEqual([
      { name: 'Small Residential', areaSqFt: 10_890, flat: 87, tiered: 80, discountPercent: 7.8 },
      {
        name: 'Large Residential',
        areaSqFt: 21_780,
        flat: 174,
        tiered: 144,
        discountPercent: 17.4,
      },
      { name: 'Commercial', areaSqFt: 43_560, flat: 348, tiered: 253, discountPercent: 27.5 },
    ]);
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

describe('typicalRangeFor', () => {
  it("names mowing's range for the lawn and the guide's range for edging, beds and paving", () => {
    expect(typicalRangeFor('lawn-area')?.service).toBe('Mowing');
    expect(typicalRangeFor('edge-length')).toMatchObject({ service: 'Edging', minRate: 0.1 });
    expect(typicalRangeFor('bed-area')?.service).toBe('Mulching');
    expect(typicalRangeFor('hardscape-area')?.service).toBe('Snow clearing');
    expect(typicalRangeFor('flat')).toBeUndefined();
  });
});
