/** Figures of the static pricing guide page (SPEC §2.15, §9 "Pricing guide"). */
import type { Frequency, PriceBasis } from './enums.ts';
import { roundToWholeDollars } from './rounding.ts';
import { acresToSqFt } from './units.ts';
import {
  STANDARD_VOLUME_TIERS,
  volumeCost,
  volumeDiscountPercent,
  type VolumeTier,
} from './volumeRate.ts';

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

/** Typical market rates of services priced on something other than the lawn, per unit of it. */
export const TYPICAL_BASIS_RATE_RANGES: readonly (RateRange & { basis: PriceBasis })[] = [
  { service: 'Edging', basis: 'edge-length', minRate: 0.1, maxRate: 0.3 },
  { service: 'Mulching', basis: 'bed-area', minRate: 0.5, maxRate: 1.25 },
  { service: 'Snow clearing', basis: 'hardscape-area', minRate: 0.03, maxRate: 0.08 },
];

/** The typical range the Services page's tip names for a basis: mowing's for the lawn. */
export function typicalRangeFor(basis: PriceBasis): RateRange | undefined {
  if (basis === 'lawn-area') return TYPICAL_RATE_RANGES[0];
  return TYPICAL_BASIS_RATE_RANGES.find((range) => range.basis === basis);
}

/**
 * The price range for a property: size × each end of the rate range with the volume tiers, in
 * whole dollars. By default the standard ladder a new price starts with, so the guide shows
 * what such a price quotes.
 */
export function guidePriceRange(
  areaSqFt: number,
  range: Pick<RateRange, 'minRate' | 'maxRate'>,
  tiers: readonly VolumeTier[] = STANDARD_VOLUME_TIERS,
): { low: number; high: number } {
  return {
    low: roundToWholeDollars(volumeCost(areaSqFt, range.minRate, tiers)),
    high: roundToWholeDollars(volumeCost(areaSqFt, range.maxRate, tiers)),
  };
}

/** The volume examples' rate: the top of the typical mowing range. */
export const VOLUME_EXAMPLE_RATE = 0.008;

export interface VolumeExample {
  name: string;
  areaSqFt: number;
  /** Size × rate, whole dollars. */
  flat: number;
  /** With the standard ladder, whole dollars. */
  tiered: number;
  discountPercent: number;
}

/** The example properties at one rate, without and with the standard volume ladder. */
export function guideVolumeExamples(pricePerSqFt: number): VolumeExample[] {
  return PRICING_GUIDE_PROPERTIES.map((property) => ({
    name: property.name,
    areaSqFt: property.areaSqFt,
    flat: roundToWholeDollars(property.areaSqFt * pricePerSqFt),
    tiered: roundToWholeDollars(volumeCost(property.areaSqFt, pricePerSqFt, STANDARD_VOLUME_TIERS)),
    discountPercent: volumeDiscountPercent(property.areaSqFt, STANDARD_VOLUME_TIERS),
  }));
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
