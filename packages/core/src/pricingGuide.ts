/** Figures of the static pricing guide page (SPEC §2.15, §9 "Pricing guide"). */
import type { Frequency } from './enums.ts';
import { roundToWholeDollars } from './rounding.ts';
import { acresToSqFt } from './units.ts';

export interface GuideProperty {
  name: string;
  acres: number;
  areaSqFt: number;
}

function guideProperty(name: string, acres: number): GuideProperty {
  return { name, acres, areaSqFt: acresToSqFt(acres) };
}

export const PRICING_GUIDE_PROPERTIES: readonly GuideProperty[] = [
  guideProperty('Small Residential', 0.25),
  guideProperty('Large Residential', 0.5),
  guideProperty('Commercial', 1),
];

export interface RateRange {
  service: string;
  minRate: number;
  maxRate: number;
}

/** Typical market rates per sq ft. */
export const TYPICAL_RATE_RANGES: readonly RateRange[] = [
  { service: 'Mowing', minRate: 0.004, maxRate: 0.008 },
  { service: 'Fertilizer', minRate: 0.002, maxRate: 0.005 },
  { service: 'Weed Control', minRate: 0.001, maxRate: 0.003 },
];

/** The price range for a property: size × each end of the rate range, in whole dollars. */
export function guidePriceRange(
  areaSqFt: number,
  range: Pick<RateRange, 'minRate' | 'maxRate'>,
): { low: number; high: number } {
  return {
    low: roundToWholeDollars(areaSqFt * range.minRate),
    high: roundToWholeDollars(areaSqFt * range.maxRate),
  };
}

/** How each frequency is usually priced, as a percentage of the one-time price. */
export const FREQUENCY_GUIDANCE: readonly {
  frequency: Frequency;
  minPercentOfBase: number;
  maxPercentOfBase: number;
}[] = [
  { frequency: 'one-time', minPercentOfBase: 100, maxPercentOfBase: 100 },
  { frequency: 'weekly', minPercentOfBase: 85, maxPercentOfBase: 90 },
  { frequency: 'bi-weekly', minPercentOfBase: 90, maxPercentOfBase: 95 },
  { frequency: 'monthly', minPercentOfBase: 95, maxPercentOfBase: 100 },
];

/** The guide's worked mowing example, price per sq ft by frequency. */
export const MOWING_PRICE_EXAMPLE: readonly { frequency: Frequency; pricePerSqFt: number }[] = [
  { frequency: 'one-time', pricePerSqFt: 0.008 },
  { frequency: 'weekly', pricePerSqFt: 0.007 },
  { frequency: 'bi-weekly', pricePerSqFt: 0.0075 },
  { frequency: 'monthly', pricePerSqFt: 0.0078 },
];
