/** The services the demo owner starts with (SPEC §9 "Demo defaults"). */
import type { Frequency } from './enums.ts';

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

/** Displayed per-sq-ft prices are shown at 95 % of the stored price (SPEC §9). */
export const DISPLAY_PRICE_FACTOR = 0.95;

export function displayPricePerSqFt(pricePerSqFt: number): number {
  return pricePerSqFt * DISPLAY_PRICE_FACTOR;
}
