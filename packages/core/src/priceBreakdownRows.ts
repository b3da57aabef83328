/** The words of a price breakdown, shared by the estimator, the quote card and e-mails. */
import type { ObstacleType, PriceBasis } from './enums.ts';
import { formatCurrency, formatRatePerSqFt, formatSqFt } from './format.ts';
import { basisLineLabel } from './priceBasis.ts';
import type { PriceBreakdown } from './priceBreakdown.ts';

export interface BreakdownRow {
  label: string;
  /** '$40.54', '+$10.13', '−$8.00'. */
  amount: string;
}

const OBSTACLE_WORDS: Record<ObstacleType, string> = {
  tree: 'trees',
  pool: 'a pool',
  driveway: 'paving',
  shed: 'a shed',
  other: 'other obstacles',
};

/** 'trees and a pool' from the analysis' main obstacle types. */
export function obstacleWords(types: readonly ObstacleType[]): string {
  const words = [...new Set(types)].map((type) => OBSTACLE_WORDS[type]);
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function signed(amount: number): string {
  const text = formatCurrency(Math.abs(amount));
  return amount < 0 ? `−${text}` : `+${text}`;
}

/** 'Volume discount −12.5 %'; a discount of a few cents reads 'under 0.1 %'. */
export function volumeDiscountLabel(percent: number): string {
  return percent >= 0.1 ? `Volume discount −${percent} %` : 'Volume discount (under 0.1 %)';
}

/**
 * The first row's words: quantity × rate naming the basis ('Edging 310 ft × $0.25'); without a
 * basis, as lines priced on the lawn always read ('5,067 sq ft × $0.0080/sq ft').
 */
function baseLabel(breakdown: PriceBreakdown, basis: PriceBasis | undefined): string {
  if (basis) return basisLineLabel(basis, breakdown.areaSqFt, breakdown.pricePerSqFt);
  return `${formatSqFt(breakdown.areaSqFt)} × ${formatRatePerSqFt(breakdown.pricePerSqFt)}/sq ft`;
}

/**
 * Row by row, what a price is made of: quantity × rate, the volume discount, the complexity adjustment and why,
 * rounding up to a whole dollar, the minimum price. The amounts sum to the line's price.
 */
export function breakdownRows(
  breakdown: PriceBreakdown,
  obstacleTypes: readonly ObstacleType[] = [],
  /** The line's basis, named on its first row (a breakdown of `serviceLineInputFor` input). */
  basis?: PriceBasis,
): BreakdownRow[] {
  const rows: BreakdownRow[] = [
    { label: baseLabel(breakdown, basis), amount: formatCurrency(breakdown.base) },
  ];
  if (breakdown.volume) {
    rows.push({
      label: volumeDiscountLabel(breakdown.volume.percent),
      amount: signed(breakdown.volume.amount),
    });
  }
  const complexity = breakdown.complexity;
  if (complexity) {
    const why =
      complexity.percent > 0 && obstacleTypes.length > 0
        ? ` (${obstacleWords(obstacleTypes)})`
        : complexity.percent < 0
          ? ' (an open, simple lawn)'
          : '';
    const percent = `${complexity.percent > 0 ? '+' : '−'}${Math.abs(complexity.percent)} %`;
    rows.push({
      label: `Yard complexity ${complexity.score}/10${why}: ${percent}`,
      amount: signed(complexity.amount),
    });
  }
  if (breakdown.roundingUp > 0) {
    rows.push({ label: 'Rounded up to a whole dollar', amount: signed(breakdown.roundingUp) });
  }
  if (breakdown.minimum) {
    rows.push({
      label: `Raised to the minimum price of ${formatCurrency(breakdown.minimum.price)}`,
      amount: signed(breakdown.minimum.raise),
    });
  }
  return rows;
}
