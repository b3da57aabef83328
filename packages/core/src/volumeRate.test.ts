import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceServiceLine } from './pricing.ts';
import { volumeTiersSchema } from './schemas/services.ts';
import {
  MOWING_RATE_TIERS,
  STANDARD_VOLUME_TIERS,
  volumeCost,
  volumeDiscountPercent,
} from './volumeRate.ts';
import { volumeTiersArbitrary } from './testing/volumeTiers.ts';

describe('STANDARD_VOLUME_TIERS', () => {
  it("is SPEC §9's ladder as shares of the first rate", () => {
    expect(STANDARD_VOLUME_TIERS).toEqual([
      { fromSqFt: 5_000, percentOfRate: 87.5 },
      { fromSqFt: 10_000, percentOfRate: 75 },
      { fromSqFt: 20_000, percentOfRate: 62.5 },
      { fromSqFt: 50_000, percentOfRate: 50 },
      { fromSqFt: 100_000, percentOfRate: 37.5 },
    ]);
  });

  it('charges each band at the ladder rate when the price is the base rate', () => {
    // 5,000 × 0.0008 + 5,000 × 0.0007 + 10,000 × 0.0006 + 30,000 × 0.0005 + 50,000 × 0.0004
    // + 50,000 × 0.0003 = 4 + 3.5 + 6 + 15 + 20 + 15.
    const bands = MOWING_RATE_TIERS.map((tier, index) => {
      const start = index === 0 ? 0 : (MOWING_RATE_TIERS[index - 1]?.maxAreaSqFt ?? 0);
      return (Math.min(tier.maxAreaSqFt, 150_000) - start) * tier.rate;
    });
    const expected = bands.filter((amount) => amount > 0).reduce((sum, amount) => sum + amount);
    expect(volumeCost(150_000, 0.0008, STANDARD_VOLUME_TIERS)).toBeCloseTo(expected, 9);
    expect(expected).toBeCloseTo(63.5, 9);
  });

  it('passes the shared schema', () => {
    expect(volumeTiersSchema.safeParse(STANDARD_VOLUME_TIERS).success).toBe(true);
  });
});

describe('volumeCost', () => {
  it('prices each band of area at its own share (graduated)', () => {
    // 1.5 acres at $0.008: 5,000 × 0.008 + 5,000 × 0.007 + 10,000 × 0.006 + 30,000 × 0.005
    // + 15,340 × 0.004 = 40 + 35 + 60 + 150 + 61.36.
    expect(volumeCost(65_340, 0.008, STANDARD_VOLUME_TIERS)).toBeCloseTo(346.36, 9);
  });

  it('is area × price without tiers and inside the first band', () => {
    expect(volumeCost(65_340, 0.008)).toBeCloseTo(522.72, 9);
    expect(volumeCost(4_000, 0.008, STANDARD_VOLUME_TIERS)).toBeCloseTo(32, 9);
  });

  it('does not drop at a tier bound', () => {
    const at = volumeCost(50_000, 0.008, STANDARD_VOLUME_TIERS);
    const above = volumeCost(50_001, 0.008, STANDARD_VOLUME_TIERS);
    expect(above).toBeGreaterThan(at);
  });
});

describe('volumeDiscountPercent', () => {
  it.each([
    [4_000, 0],
    [10_000, 6.3],
    [20_000, 15.6],
    [65_340, 33.7],
  ])('takes %i sq ft %f % below area × price', (areaSqFt, percent) => {
    expect(volumeDiscountPercent(areaSqFt, STANDARD_VOLUME_TIERS)).toBe(percent);
  });

  it('is 0 without tiers or without an area', () => {
    expect(volumeDiscountPercent(65_340, [])).toBe(0);
    expect(volumeDiscountPercent(0, STANDARD_VOLUME_TIERS)).toBe(0);
  });
});

describe('priceServiceLine with volume tiers', () => {
  it('never prices a larger lawn below a smaller one at the same settings', () => {
    fc.assert(
      fc.property(
        volumeTiersArbitrary,
        fc.integer({ min: 1, max: 1_000_000 }).map((micro) => micro / 1_000_000),
        fc.option(fc.integer({ min: 0, max: 10 })),
        fc.option(fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100)),
        fc.double({ min: 0, max: 600_000, noNaN: true }),
        fc.double({ min: 0, max: 600_000, noNaN: true }),
        (volumeTiers, pricePerSqFt, complexityScore, minimumPrice, a, b) => {
          expect(volumeTiersSchema.safeParse(volumeTiers).success).toBe(true);
          const [smaller, larger] = a <= b ? [a, b] : [b, a];
          const settings = { pricePerSqFt, complexityScore, minimumPrice, volumeTiers };
          const small = priceServiceLine({ ...settings, areaSqFt: smaller }).totalCost;
          const large = priceServiceLine({ ...settings, areaSqFt: larger }).totalCost;
          expect(large).toBeGreaterThanOrEqual(small);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('never prices a lawn above area × price × complexity without the tiers', () => {
    fc.assert(
      fc.property(
        volumeTiersArbitrary,
        fc.integer({ min: 0, max: 600_000 }),
        fc.option(fc.integer({ min: 0, max: 10 })),
        (volumeTiers, areaSqFt, complexityScore) => {
          const settings = { areaSqFt, pricePerSqFt: 0.008, complexityScore };
          expect(priceServiceLine({ ...settings, volumeTiers }).totalCost).toBeLessThanOrEqual(
            priceServiceLine(settings).totalCost,
          );
        },
      ),
    );
  });
});
