import { describe, expect, it } from 'vitest';
import { DEMO_SERVICES, displayPricePerSqFt, withDemoRates } from './demoServices.ts';

function demoPrices(name: string) {
  const service = DEMO_SERVICES.find((candidate) => candidate.name === name);
  return service?.frequencies.map(({ frequency, pricePerSqFt, minimumPrice }) => ({
    frequency,
    pricePerSqFt,
    minimumPrice,
  }));
}

describe('DEMO_SERVICES', () => {
  it.each([
    [
      'Lawn Mowing',
      [
        { frequency: 'weekly', pricePerSqFt: 0.008, minimumPrice: 50 },
        { frequency: 'bi-weekly', pricePerSqFt: 0.009, minimumPrice: 50 },
      ],
    ],
    [
      'Fertilization',
      [
        { frequency: 'one-time', pricePerSqFt: 0.005, minimumPrice: 75 },
        { frequency: 'monthly', pricePerSqFt: 0.003, minimumPrice: 50 },
      ],
    ],
    ['Aeration', [{ frequency: 'one-time', pricePerSqFt: 0.009, minimumPrice: 100 }]],
  ])('prices %s as SPEC §9 says', (name, prices) => {
    expect(demoPrices(name)).toEqual(prices);
  });

  it('makes mowing the one default service', () => {
    expect(DEMO_SERVICES.filter((service) => service.isDefault).map((s) => s.name)).toEqual([
      'Lawn Mowing',
    ]);
  });
});

describe('displayPricePerSqFt', () => {
  it('shows 95 % of the stored price', () => {
    expect(displayPricePerSqFt(0.008)).toBe(0.0076);
    expect(displayPricePerSqFt(0.009)).toBe(0.00855);
  });

  it('gives every frequency option its displayed rate and keeps the rest', () => {
    expect(withDemoRates([{ frequency: 'weekly', pricePerSqFt: 0.003, minimumPrice: 50 }])).toEqual(
      [{ frequency: 'weekly', pricePerSqFt: 0.00285, minimumPrice: 50 }],
    );
  });
});
