import { describe, expect, it } from 'vitest';
import { quoteFigures } from './quoteFigures.ts';

describe('quoteFigures', () => {
  const quote = {
    mowableArea: 2989 / 43_560,
    services: [
      { frequency: 'weekly', totalCost: 45, computedTotalCost: 45 },
      { frequency: 'monthly', totalCost: 40, computedTotalCost: 40 },
      { frequency: 'one-time', totalCost: 90, computedTotalCost: 90 },
    ],
  };

  it('gives both areas by name', () => {
    const figures = quoteFigures(quote, 0.25);
    expect(figures.mowableSqFt).toBeCloseTo(2989, 6);
    expect(figures.lotAcres).toBe(0.25);
    expect(figures.lotSqFt).toBe(10_890);
    expect(quoteFigures(quote).lotSqFt).toBeNull();
  });

  it('keeps per-visit, monthly and one-time prices apart instead of adding them into $175', () => {
    const figures = quoteFigures(quote);
    expect(figures.totals).toEqual([
      { cadence: 'visit', amount: 45 },
      { cadence: 'month', amount: 40 },
      { cadence: 'once', amount: 90 },
    ]);
    expect(figures.overridden).toBe(false);
    expect(figures).not.toHaveProperty('effectiveRatePerSqFt');
  });

  it('tells an overridden quote by its lines and keeps the computed split', () => {
    const figures = quoteFigures({
      ...quote,
      services: [
        { frequency: 'weekly', totalCost: 37.5, computedTotalCost: 45 },
        { frequency: 'bi-weekly', totalCost: 18, computedTotalCost: 18 },
      ],
    });
    expect(figures.overridden).toBe(true);
    expect(figures.totals).toEqual([{ cadence: 'visit', amount: 55.5 }]);
    expect(figures.computedTotals).toEqual([{ cadence: 'visit', amount: 63 }]);
  });
});
