/** The services the demo owner starts with (SPEC §9 "Demo defaults"). */
import type { Frequency } from './enums.ts';
import { roundTo } from './rounding.ts';

export interface DemoServiceFrequency {
  frequency: Frequency;
  pricePerSqFt: number;
  minimumPrice: number;
  isActive: true;
  sortOrder: number;
}

export interface DemoService {
  name: string;
  description: string;
  isActive: true;
  isDefault: boolean;
  sortOrder: number;
  frequencies: readonly DemoServiceFrequency[];
}

export const DEMO_SERVICES: readonly DemoService[] = [
  {
    name: 'Lawn Mowing',
    description: 'Mowing, trimming and edging of all mowable areas.',
    isActive: true,
    isDefault: true,
    sortOrder: 0,
    frequencies: [
      { frequency: 'weekly', pricePerSqFt: 0.008, minimumPrice: 50, isActive: true, sortOrder: 0 },
      {
        frequency: 'bi-weekly',
        pricePerSqFt: 0.009,
        minimumPrice: 50,
        isActive: true,
        sortOrder: 1,
      },
    ],
  },
  {
    name: 'Fertilization',
    description: 'Granular fertilizer matched to the season.',
    isActive: true,
    isDefault: false,
    sortOrder: 1,
    frequencies: [
      {
        frequency: 'one-time',
        pricePerSqFt: 0.005,
        minimumPrice: 75,
        isActive: true,
        sortOrder: 0,
      },
      { frequency: 'monthly', pricePerSqFt: 0.003, minimumPrice: 50, isActive: true, sortOrder: 1 },
    ],
  },
  {
    name: 'Aeration',
    description: 'Core aeration to relieve compacted soil.',
    isActive: true,
    isDefault: false,
    sortOrder: 2,
    frequencies: [
      {
        frequency: 'one-time',
        pricePerSqFt: 0.009,
        minimumPrice: 100,
        isActive: true,
        sortOrder: 0,
      },
    ],
  },
];

/**
 * SPEC §9 "Demo defaults": the landing page's demo shows per-sq-ft prices at 95 % of the
 * stored ones. The demo prices with the shown rate, so its figures still add up.
 */
export const DISPLAY_PRICE_FACTOR = 0.95;

/** To 6 decimals, the precision prices per sq ft are stored with. */
export function displayPricePerSqFt(pricePerSqFt: number): number {
  return roundTo(pricePerSqFt * DISPLAY_PRICE_FACTOR, 6);
}

/** A service's frequency options at the demo's displayed rates. */
export function withDemoRates<T extends { pricePerSqFt: number }>(options: readonly T[]): T[] {
  return options.map((option) => ({
    ...option,
    pricePerSqFt: displayPricePerSqFt(option.pricePerSqFt),
  }));
}
