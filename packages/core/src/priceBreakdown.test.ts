import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceServiceLine } from './pricing.ts';
import { breakdownParts, priceBreakdown } from './priceBreakdown.ts';
import { roundToCents } from './rounding.ts';
import { volumeTiersArbitrary } from './testing/volumeTiers.ts';
import { STANDARD_VOLUME_TIERS } from './volumeRate.ts';

const toCents = (amount: number) => Math.round(amount * 100);

describe('priceBreakdown', () => {
  it('shows area × rate, the complexity adjustment, the rounding and the total', () => {
    // 5067 × 0.008 = 40.536; complexity 10/10 adds 25 % → 50.67, rounded up to $51.
    expect(
      priceBreakdown({
        areaSqFt: 5067,
        pricePerSqFt: 0.008,
        complexityScore: 10,
        minimumPrice: 50,
      }),
    ).toEqual({
      areaSqFt: 5067,
      pricePerSqFt: 0.008,
      base: 40.54,
      complexity: { score: 10, multiplier: 1.25, percent: 25, amount: 10.13 },
      roundingUp: 0.33,
      minimum: null,
      total: 51,
      volume: null,
    });
  });

  it('takes the volume discount off area × rate before the complexity adjustment', () => {
    // 20,000 sq ft at $0.008: 5,000 × 0.008 + 5,000 × 0.007 + 10,000 × 0.006 = $135 of $160;
    // complexity 7/10 adds 10 % of the $135.
    const breakdown = priceBreakdown({
      areaSqFt: 20_000,
      pricePerSqFt: 0.008,
      complexityScore: 7,
      volumeTiers: STANDARD_VOLUME_TIERS,
    });
    expect(breakdown.base).toBe(160);
    expect(breakdown.volume).toEqual({ percent: 15.6, amount: -25 });
    expect(breakdown.complexity?.amount).toBe(13.5);
    expect(breakdown.total).toBe(149);
  });

  it('has no volume line inside the first band or without tiers', () => {
    const tiers = { volumeTiers: STANDARD_VOLUME_TIERS };
    expect(priceBreakdown({ areaSqFt: 5000, pricePerSqFt: 0.008, ...tiers }).volume).toBeNull();
    expect(priceBreakdown({ areaSqFt: 50_000, pricePerSqFt: 0.008 }).volume).toBeNull();
  });

  it('shows a simple lot as a discount', () => {
    const breakdown = priceBreakdown({ areaSqFt: 10_000, pricePerSqFt: 0.008, complexityScore: 3 });
    expect(breakdown.complexity).toEqual({ score: 3, multiplier: 0.9, percent: -10, amount: -8 });
    expect(breakdown.total).toBe(72);
  });

  it('has no complexity line without a score or at the neutral score', () => {
    expect(priceBreakdown({ areaSqFt: 5000, pricePerSqFt: 0.008 }).complexity).toBeNull();
    expect(
      priceBreakdown({ areaSqFt: 5000, pricePerSqFt: 0.008, complexityScore: 5 }).complexity,
    ).toBeNull();
  });

  it('says how much the minimum price raised the computed price', () => {
    const breakdown = priceBreakdown({
      areaSqFt: 4000,
      pricePerSqFt: 0.008,
      complexityScore: 5,
      minimumPrice: 49.99,
    });
    expect(breakdown.base).toBe(32);
    expect(breakdown.minimum).toEqual({ price: 49.99, raise: 17.99 });
    expect(breakdown.total).toBe(49.99);
  });

  it('always adds up to the priced figure, to the cent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500_000, noNaN: true }),
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
        fc.option(
          fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
          { nil: null },
        ),
        fc.option(volumeTiersArbitrary, { nil: undefined }),
        (areaSqFt, pricePerSqFt, complexityScore, minimumPrice, volumeTiers) => {
          const input = { areaSqFt, pricePerSqFt, complexityScore, minimumPrice, volumeTiers };
          const breakdown = priceBreakdown(input);
          const priced = priceServiceLine(input);
          expect(breakdown.total).toBe(priced.totalCost);
          expect(breakdown.minimum !== null).toBe(priced.minimumApplied);
          const sum = breakdownParts(breakdown).reduce((a, part) => a + toCents(part), 0);
          expect(sum).toBe(toCents(priced.totalCost));
          // Every part is a figure a person can type: whole cents.
          for (const part of breakdownParts(breakdown)) expect(roundToCents(part)).toBe(part);
          expect(breakdown.roundingUp).toBeGreaterThanOrEqual(0);
          expect(breakdown.roundingUp).toBeLessThanOrEqual(1);
          if (breakdown.minimum) expect(breakdown.minimum.raise).toBeGreaterThan(0);
          if (breakdown.volume) expect(breakdown.volume.amount).toBeLessThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
