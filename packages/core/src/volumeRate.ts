/**
 * Volume pricing (SPEC §9 "Tiered mowing rate"): larger lawns pay less per sq ft. A price per
 * sq ft carries area tiers, each a share of that price from a lawn size upward.
 */
import { roundTo } from './rounding.ts';

/** SPEC §9: the ladder's first rate, which its discounts are measured against. */
export const VOLUME_BASE_RATE = 0.0008;

/** SPEC §9's ladder: an area up to and including maxAreaSqFt pays rate per sq ft. */
export const MOWING_RATE_TIERS = [
  { maxAreaSqFt: 5_000, rate: VOLUME_BASE_RATE },
  { maxAreaSqFt: 10_000, rate: 0.0007 },
  { maxAreaSqFt: 20_000, rate: 0.0006 },
  { maxAreaSqFt: 50_000, rate: 0.0005 },
  { maxAreaSqFt: 100_000, rate: 0.0004 },
  { maxAreaSqFt: Infinity, rate: 0.0003 },
] as const;

/** The sq ft above fromSqFt are charged percentOfRate % of the price per sq ft. */
export interface VolumeTier {
  fromSqFt: number;
  percentOfRate: number;
}

/**
 * SPEC §9's ladder as shares of the owner's own price: 87.5 % from 5,000 sq ft (0.0007 of
 * 0.0008), 75 % from 10,000, 62.5 % from 20,000, 50 % from 50,000 and 37.5 % from 100,000.
 */
export const STANDARD_VOLUME_TIERS: readonly VolumeTier[] = MOWING_RATE_TIERS.slice(1).map(
  (tier, index) => ({
    fromSqFt: MOWING_RATE_TIERS[index]?.maxAreaSqFt ?? 0,
    percentOfRate: roundTo((tier.rate / VOLUME_BASE_RATE) * 100, 4),
  }),
);

/**
 * Area × price with volume tiers, before complexity and rounding. The tiers are graduated:
 * each band of area pays its own tier's share (the first 5,000 sq ft at the full price, the
 * next 5,000 at 87.5 %, …), like income-tax brackets. Charging the whole lawn at the rate of
 * the tier it falls in would make the price drop at every bound (50,000 sq ft at 0.0005 is
 * $25; 50,001 at 0.0004 is $20): a larger lawn would cost less than a smaller one. Graduated,
 * every added sq ft adds a positive amount, so the price never falls as the lawn grows.
 * Tiers must be in ascending order of fromSqFt (the schema checks it).
 */
export function volumeCost(
  areaSqFt: number,
  pricePerSqFt: number,
  tiers: readonly VolumeTier[] = [],
): number {
  let sqFtAtFullRate = 0;
  let bandStart = 0;
  let percent = 100;
  for (const tier of tiers) {
    if (areaSqFt <= tier.fromSqFt) break;
    sqFtAtFullRate += ((tier.fromSqFt - bandStart) * percent) / 100;
    bandStart = tier.fromSqFt;
    percent = tier.percentOfRate;
  }
  sqFtAtFullRate += ((areaSqFt - bandStart) * percent) / 100;
  return sqFtAtFullRate * pricePerSqFt;
}

/**
 * How far below area × price the tiers bring a lawn, in percent to one decimal (0 for a lawn
 * inside the first band or without tiers).
 */
export function volumeDiscountPercent(areaSqFt: number, tiers: readonly VolumeTier[] = []): number {
  if (!(areaSqFt > 0)) return 0;
  return roundTo((1 - volumeCost(areaSqFt, 1, tiers) / areaSqFt) * 100, 1);
}
