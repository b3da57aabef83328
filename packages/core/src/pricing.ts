/** Service pricing (SPEC §5 minimum price, §9 "Pricing"): the one place the arithmetic lives. */
import { findActiveFrequency, type PricedFrequency } from './frequencies.ts';
import { ceilToWholeDollars, roundTo, roundToCents } from './rounding.ts';
import { volumeCost, type VolumeTier } from './volumeRate.ts';

/** Used when a service has no active price for the chosen frequency. */
export const DEFAULT_PRICE_PER_SQ_FT = 0.0008;

/** A score of 5 is an average property: no adjustment. The analysis card also defaults to it. */
export const NEUTRAL_COMPLEXITY_SCORE = 5;
export const COMPLEXITY_STEP_PER_POINT = 0.05;
export const MIN_COMPLEXITY_MULTIPLIER = 0.85;
export const MAX_COMPLEXITY_MULTIPLIER = 1.5;

/** The price per sq ft of the active option for a frequency, else the default. */
export function frequencyPricePerSqFt(
  options: readonly PricedFrequency[],
  frequency: string | null | undefined,
): number {
  return findActiveFrequency(options, frequency)?.pricePerSqFt ?? DEFAULT_PRICE_PER_SQ_FT;
}

/** 1 + (score − 5) × 0.05, clamped to [0.85, 1.5]; 1 when there is no score. */
export function complexityMultiplier(score: number | null | undefined): number {
  if (score == null) return 1;
  const raw = 1 + (score - NEUTRAL_COMPLEXITY_SCORE) * COMPLEXITY_STEP_PER_POINT;
  // Rounded so 1 + 3 × 0.05 is 1.15 and not 1.1500000000000001.
  const clamped = Math.min(MAX_COMPLEXITY_MULTIPLIER, Math.max(MIN_COMPLEXITY_MULTIPLIER, raw));
  return roundTo(clamped, 4);
}

export interface ServiceLineInput {
  areaSqFt: number;
  pricePerSqFt: number;
  complexityScore?: number | null;
  minimumPrice?: number | null;
  /** The price's volume tiers; none prices every sq ft at pricePerSqFt. */
  volumeTiers?: readonly VolumeTier[] | undefined;
}

export interface ServiceLinePrice {
  totalCost: number;
  /** True when the minimum price replaced the computed cost ('Min. price applied'). */
  minimumApplied: boolean;
}

/**
 * Area × price with the volume tiers, × complexity, rounded up to a whole dollar, then raised
 * to the minimum. Every step keeps order, so a larger lawn never costs less than a smaller one.
 */
export function priceServiceLine(input: ServiceLineInput): ServiceLinePrice {
  const cost = ceilToWholeDollars(
    volumeCost(input.areaSqFt, input.pricePerSqFt, input.volumeTiers) *
      complexityMultiplier(input.complexityScore),
  );
  const minimum = input.minimumPrice;
  if (minimum != null && cost < minimum) return { totalCost: minimum, minimumApplied: true };
  return { totalCost: cost, minimumApplied: false };
}

export interface ServiceFrequencyInput {
  areaSqFt: number;
  frequencies: readonly PricedFrequency[];
  frequency: string | null | undefined;
  complexityScore?: number | null;
}

/**
 * Prices one service at a chosen frequency: what the analyzer recomputes when
 * a visitor changes a service's frequency (SPEC §4.8).
 */
export function priceServiceFrequency(
  input: ServiceFrequencyInput,
): ServiceLinePrice & { pricePerSqFt: number } {
  const option = findActiveFrequency(input.frequencies, input.frequency);
  const pricePerSqFt = option?.pricePerSqFt ?? DEFAULT_PRICE_PER_SQ_FT;
  const line = priceServiceLine({
    areaSqFt: input.areaSqFt,
    pricePerSqFt,
    complexityScore: input.complexityScore,
    minimumPrice: option?.minimumPrice,
    volumeTiers: option?.volumeTiers,
  });
  return { pricePerSqFt, ...line };
}

/** The quote total: the sum of the selected lines only. */
export function quoteTotal(lines: readonly { isSelected: boolean; totalCost: number }[]): number {
  return roundToCents(
    lines.filter((line) => line.isSelected).reduce((sum, line) => sum + line.totalCost, 0),
  );
}
