import { describe, expect, it } from 'vitest';
import { quoteFigures } from './quoteFigures.ts';
import { STANDARD_VOLUME_TIERS } from './volumeRate.ts';

describe('quoteFigures', () => {
  const line = { serviceName: 'Lawn Mowing', areaSqFt: 2989 };
  const quote = {
    mowableArea: 2989 / 43_560,
    services: [
      { ...line, frequency: 'weekly', totalCost: 45, computedTotalCost: 45 },
      { ...line, frequency: 'monthly', totalCost: 40, computedTotalCost: 40 },
      { ...line, frequency: 'one-time', totalCost: 90, computedTotalCost: 90 },
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
        { ...line, frequency: 'weekly', totalCost: 37.5, computedTotalCost: 45 },
        { ...line, frequency: 'bi-weekly', totalCost: 18, computedTotalCost: 18 },
      ],
    });
    expect(figures.overridden).toBe(true);
    expect(figures.totals).toEqual([{ cadence: 'visit', amount: 55.5 }]);
    expect(figures.computedTotals).toEqual([{ cadence: 'visit', amount: 63 }]);
  });

  it('names the lines priced with a volume discount, and only those', () => {
    const figures = quoteFigures({
      mowableArea: 1.5,
      services: [
        { ...line, areaSqFt: 65_340, totalCost: 347, volumeTiers: STANDARD_VOLUME_TIERS },
        { ...line, serviceName: 'Aeration', areaSqFt: 65_340, totalCost: 589, volumeTiers: [] },
        {
          ...line,
          serviceName: 'Seeding',
          areaSqFt: 4_000,
          totalCost: 40,
          volumeTiers: STANDARD_VOLUME_TIERS,
        },
      ],
    });
    expect(figures.volumeDiscounts).toEqual([{ serviceName: 'Lawn Mowing', percent: 33.7 }]);
    expect(quoteFigures(quote).volumeDiscounts).toEqual([]);
  });

  it("measures a volume discount on the quantity of a line's basis, and none on a flat price", () => {
    const figures = quoteFigures({
      mowableArea: 0.1,
      services: [
        {
          serviceName: 'Edging',
          areaSqFt: 4_356,
          basis: 'edge-length',
          quantity: 6_000,
          totalCost: 1_400,
          volumeTiers: STANDARD_VOLUME_TIERS,
        },
        {
          serviceName: 'Cleanup',
          areaSqFt: 60_000,
          basis: 'flat',
          quantity: 1,
          totalCost: 45,
          volumeTiers: STANDARD_VOLUME_TIERS,
        },
      ],
    });
    // 5,000 ft at the full rate and 1,000 at 87.5 %: 2.1 % below 6,000 × the rate.
    expect(figures.volumeDiscounts).toEqual([{ serviceName: 'Edging', percent: 2.1 }]);
  });
});
