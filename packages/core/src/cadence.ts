/**
 * How often a price is paid. Weekly and bi-weekly mowing, monthly fertilisation and a
 * one-time aeration cannot be added into one figure: a quote's total is split by cadence.
 */
import { formatCurrency } from './format.ts';
import { roundToCents } from './rounding.ts';

export const CADENCES = ['visit', 'month', 'once'] as const;
export type Cadence = (typeof CADENCES)[number];

const CADENCE_WORDS: Record<Cadence, string> = {
  visit: 'per visit',
  month: 'per month',
  once: 'once',
};

/** Weekly and bi-weekly are paid per visit, monthly per month, one-time (or none) once. */
export function cadenceOf(frequency: string | null | undefined): Cadence {
  if (frequency === 'weekly' || frequency === 'bi-weekly') return 'visit';
  if (frequency === 'monthly') return 'month';
  return 'once';
}

/** 'per visit', 'per month', 'once'. */
export function cadenceWords(cadence: Cadence): string {
  return CADENCE_WORDS[cadence];
}

export interface CadenceTotal {
  cadence: Cadence;
  amount: number;
}

/** The lines' sums per cadence, in the order visit, month, once; empty cadences left out. */
export function totalsByCadence(
  lines: readonly { frequency?: string | null; totalCost: number }[],
): CadenceTotal[] {
  return CADENCES.map((cadence) => ({
    cadence,
    amount: roundToCents(
      lines
        .filter((line) => cadenceOf(line.frequency) === cadence)
        .reduce((sum, line) => sum + line.totalCost, 0),
    ),
  })).filter((_, index) => lines.some((line) => cadenceOf(line.frequency) === CADENCES[index]));
}

/** Whole dollars without '.00', cents when there are any: '$107', '$52.50'. */
export function formatPrice(amount: number): string {
  return formatCurrency(amount, Number.isInteger(roundToCents(amount)) ? 0 : 2);
}

/** '$107 per visit · $50 per month · $131 once'; '$0' when nothing is chosen. */
export function formatCadenceTotals(totals: readonly CadenceTotal[]): string {
  if (totals.length === 0) return formatPrice(0);
  return totals
    .map((total) => `${formatPrice(total.amount)} ${cadenceWords(total.cadence)}`)
    .join(' · ');
}
