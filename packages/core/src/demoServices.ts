/** The services the demo owner starts with (SPEC §9 "Demo defaults"). */
import type { Frequency } from './enums.ts';
import { roundTo } from './rounding.ts';
import { STANDARD_VOLUME_TIERS, type VolumeTier } from './volumeRate.ts';

export interface DemoServiceFrequency {
  frequency: Frequency;
  pricePerSqFt: number;
  minimumPrice: number;
  isActive: true;
  sortOrder: number;
  /** The standard ladder, as a new owner's prices start with it. */
  volumeTiers: readonly VolumeTier[];
}

export interface DemoService {
  name: string;
  description: string;
  isActive: true;
  isDefault: boolean;
  sortOrder: number;
  frequencies: readonly DemoServiceFrequency[];
}

/** A demo price on the standard volume ladder. */
function demoPrice(
  frequency: Frequency,
  pricePerSqFt: number,
  minimumPrice: number,
  sortOrder: number,
): DemoServiceFrequency {
  const tiers = STANDARD_VOLUME_TIERS;
  return { frequency, pricePerSqFt, minimumPrice, isActive: true, sortOrder, volumeTiers: tiers };
}

export const DEMO_SERVICES: readonly DemoService[] = [
  {
    name: 'Lawn Mowing',
    description: 'Mowing, trimming and edging of all mowable areas.',
    isActive: true,
    isDefault: true,
    sortOrder: 0,
    frequencies: [demoPrice('weekly', 0.008, 50, 0), demoPrice('bi-weekly', 0.009, 50, 1)],
  },
  {
    name: 'Fertilization',
    description: 'Granular fertilizer matched to the season.',
    isActive: true,
    isDefault: false,
    sortOrder: 1,
    frequencies: [demoPrice('one-time', 0.005, 75, 0), demoPrice('monthly', 0.003, 50, 1)],
  },
  {
    name: 'Aeration',
    description: 'Core aeration to relieve compacted soil.',
    isActive: true,
    isDefault: false,
    sortOrder: 2,
    frequencies: [demoPrice('one-time', 0.009, 100, 0)],
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
