/**
 * How a service line's price is made, figure by figure, so the lines a homeowner or an
 * owner reads add up to the price on a calculator. Built from the same rules as
 * `priceServiceLine` (pricing.ts); the parts always sum to its total.
 */
import type { PriceBasis } from './enums.ts';
import { serviceLineInputFor } from './priceBasis.ts';
import { complexityMultiplier, priceServiceLine, type ServiceLineInput } from './pricing.ts';
import { roundTo, roundToCents } from './rounding.ts';
import { volumeCost, volumeDiscountPercent } from './volumeRate.ts';

export interface ComplexityAdjustment {
  score: number;
  /** e.g. 1.1 for +10 %. */
  multiplier: number;
  /** Signed whole percent: 10 for +10 %, −5 for −5 %. */
  percent: number;
  /** Signed dollars (to the cent) the adjustment adds. */
  amount: number;
}

export interface VolumeDiscount {
  /** Percent below area × rate, to one decimal: 12.5 for −12.5 %. */
  percent: number;
  /** Negative dollars (to the cent) the tiers take off. */
  amount: number;
}

export interface PriceBreakdown {
  areaSqFt: number;
  pricePerSqFt: number;
  /** Area × rate, to the cent. */
  base: number;
  /** Null when the price has no volume tiers or the lawn is inside the first band. */
  volume: VolumeDiscount | null;
  /** Null when there is no score or the score is neutral (no adjustment). */
  complexity: ComplexityAdjustment | null;
  /** Cents added by rounding up to a whole dollar (0 ≤ x < 1). */
  roundingUp: number;
  /** Set when the service's minimum price replaced the computed price. */
  minimum: { price: number; raise: number } | null;
  /** The priced figure: equal to `priceServiceLine(input).totalCost`. */
  total: number;
}

/**
 * Area × rate, the volume discount, complexity, whole-dollar rounding and the minimum, as
 * separate figures. Each is the difference of two rounded steps, so they sum to the total.
 */
export function priceBreakdown(input: ServiceLineInput): PriceBreakdown {
  const base = roundToCents(input.areaSqFt * input.pricePerSqFt);
  const discountedRaw = volumeCost(input.areaSqFt, input.pricePerSqFt, input.volumeTiers);
  const discounted = roundToCents(discountedRaw);
  const multiplier = complexityMultiplier(input.complexityScore);
  const adjusted = roundToCents(discountedRaw * multiplier);
  const { totalCost, minimumApplied } = priceServiceLine(input);
  const beforeMinimum = priceServiceLine({ ...input, minimumPrice: null }).totalCost;
  const score = input.complexityScore;

  return {
    areaSqFt: input.areaSqFt,
    pricePerSqFt: input.pricePerSqFt,
    base,
    volume:
      discounted < base
        ? {
            percent: volumeDiscountPercent(input.areaSqFt, input.volumeTiers),
            amount: roundToCents(discounted - base),
          }
        : null,
    complexity:
      score == null || multiplier === 1
        ? null
        : {
            score,
            multiplier,
            percent: Math.round(roundTo((multiplier - 1) * 100, 6)),
            amount: roundToCents(adjusted - discounted),
          },
    roundingUp: roundToCents(beforeMinimum - adjusted),
    minimum: minimumApplied
      ? { price: totalCost, raise: roundToCents(totalCost - beforeMinimum) }
      : null,
    total: totalCost,
  };
}

/** The figures a breakdown shows, in order, which sum to its total. */
export function breakdownParts(breakdown: PriceBreakdown): number[] {
  return [
    breakdown.base,
    breakdown.volume?.amount ?? 0,
    breakdown.complexity?.amount ?? 0,
    breakdown.roundingUp,
    breakdown.minimum?.raise ?? 0,
  ];
}

/**
 * A breakdown for a line recorded earlier (an accepted quote): its minimum price is not
 * kept, so a total above the computed price is read as the minimum. A line priced on another
 * basis than the lawn is broken down on its quantity (its areaSqFt is the lawn's). Null when
 * the recorded total is below what the rules give (the owner's prices changed): nothing to
 * show that adds up.
 */
export function recordedLineBreakdown(
  line: Pick<ServiceLineInput, 'areaSqFt' | 'pricePerSqFt' | 'complexityScore' | 'volumeTiers'> & {
    totalCost: number;
    /** Absent: lawn area, priced on areaSqFt. */
    basis?: PriceBasis | undefined;
    /** Units of the basis priced; absent: areaSqFt. */
    quantity?: number | undefined;
  },
): PriceBreakdown | null {
  const input = serviceLineInputFor({
    basis: line.basis ?? 'lawn-area',
    quantity: line.quantity ?? line.areaSqFt,
    rate: line.pricePerSqFt,
    complexityScore: line.complexityScore,
    volumeTiers: line.volumeTiers,
  });
  const breakdown = priceBreakdown({ ...input, minimumPrice: line.totalCost });
  return breakdown.total === line.totalCost ? breakdown : null;
}
