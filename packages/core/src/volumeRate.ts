/** Tiered mowing rates by area (SPEC §9): larger lawns pay less per sq ft. */
import { DEFAULT_PRICE_PER_SQ_FT } from './pricing.ts';
import { roundTo } from './rounding.ts';

/** Discounts are measured against the default rate, which is also the first tier. */
export const VOLUME_BASE_RATE = DEFAULT_PRICE_PER_SQ_FT;

/** Ascending tiers: an area up to and including maxAreaSqFt pays rate per sq ft. */
export const MOWING_RATE_TIERS = [
  { maxAreaSqFt: 5_000, rate: VOLUME_BASE_RATE },
  { maxAreaSqFt: 10_000, rate: 0.0007 },
  { maxAreaSqFt: 20_000, rate: 0.0006 },
  { maxAreaSqFt: 50_000, rate: 0.0005 },
  { maxAreaSqFt: 100_000, rate: 0.0004 },
  { maxAreaSqFt: Infinity, rate: 0.0003 },
] as const;

export interface VolumeRate {
  effectiveRate: number;
  /** Percent below the base rate, e.g. 12.5. */
  discountPercentage: number;
  areaSqFt: number;
}

/** The mowing rate per sq ft for an area. */
export function tieredMowingRate(areaSqFt: number): number {
  const tier = MOWING_RATE_TIERS.find((candidate) => areaSqFt <= candidate.maxAreaSqFt);
  // The last tier is unbounded, so only NaN can miss every tier.
  return tier?.rate ?? VOLUME_BASE_RATE;
}

export function volumeRate(areaSqFt: number): VolumeRate {
  const effectiveRate = tieredMowingRate(areaSqFt);
  const discountPercentage = roundTo(
    ((VOLUME_BASE_RATE - effectiveRate) / VOLUME_BASE_RATE) * 100,
    2,
  );
  return { effectiveRate, discountPercentage, areaSqFt };
}
