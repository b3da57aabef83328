import { describe, expect, it } from 'vitest';
import { quoteFigures } from './quoteFigures.ts';

describe('quoteFigures', () => {
  const quote = {
    mowableArea: 2989 / 43_560,
    totalCost: 30,
    services: [
      { totalCost: 12, computedTotalCost: 12 },
      { totalCost: 18, computedTotalCost: 18 },
    ],
  };

  it("gives the owner's effective rate over the mowable area, and both areas by name", () => {
    const figures = quoteFigures(quote, 0.25);
    expect(figures.mowableSqFt).toBeCloseTo(2989, 6);
    expect(figures.effectiveRatePerSqFt).toBeCloseTo(30 / 2989, 10);
    expect(figures.lotAcres).toBe(0.25);
    expect(figures.lotSqFt).toBe(10_890);
    expect(figures.overridden).toBe(false);
    expect(figures.computedTotal).toBe(30);
  });

  it("keeps SPEC's tier as a market reference for the area, apart from the owner's prices", () => {
    const figures = quoteFigures({ ...quote, mowableArea: 12_000 / 43_560 });
    expect(figures.marketTier.effectiveRate).toBe(0.0006);
    expect(figures.marketTier.discountPercentage).toBe(25);
    expect(figures.lotAcres).toBeNull();
    expect(figures.lotSqFt).toBeNull();
  });

  it('tells an overridden quote by its lines and keeps the computed total', () => {
    const figures = quoteFigures({
      ...quote,
      totalCost: 25.5,
      services: [
        { totalCost: 7.5, computedTotalCost: 12 },
        { totalCost: 18, computedTotalCost: 18 },
      ],
    });
    expect(figures.overridden).toBe(true);
    expect(figures.computedTotal).toBe(30);
  });

  it('has no effective rate without a mowable area', () => {
    expect(quoteFigures({ ...quote, mowableArea: 0 }).effectiveRatePerSqFt).toBeNull();
  });
});
