/** What changing plan means for an owner (the Change Plan dialog and the server agree on it). */
import type { PaidPlanId } from './enums.ts';
import { formatCurrency, formatDate } from './format.ts';
import { PLANS, UNLIMITED_ESTIMATES } from './plans.ts';

/** A cheaper plan: it takes effect at the end of the paid period, nothing is charged now. */
export function isDowngrade(from: PaidPlanId, to: PaidPlanId): boolean {
  return PLANS[to].basePrice < PLANS[from].basePrice;
}

/** 'Elite includes 1,000 estimates a month, then $0.40 each'. */
function includedText(plan: PaidPlanId): string {
  const { name, includedEstimates, perEstimatePrice } = PLANS[plan];
  const each = formatCurrency(perEstimatePrice);
  if (includedEstimates === UNLIMITED_ESTIMATES) return `${name} includes none, ${each} each`;
  return `${name} includes ${includedEstimates.toLocaleString('en-US')} estimates a month, then ${each} each`;
}

export interface PlanChangePreview {
  from: PaidPlanId;
  to: PaidPlanId;
  isDowngrade: boolean;
  /** New monthly base price minus the current one, in dollars. */
  monthlyDifference: number;
  /** '+$80.00/month' or '−$80.00/month'. */
  differenceText: string;
  /** What happens to included estimates, as a sentence. */
  estimatesText: string;
  /** When the change takes effect and what is charged. */
  timingText: string;
}

/** `periodEnd` is shown for a downgrade ('takes effect on Dec 25, 2026'); null words it generally. */
export function previewPlanChange(
  from: PaidPlanId,
  to: PaidPlanId,
  periodEnd: Date | null,
): PlanChangePreview {
  const difference = Math.round((PLANS[to].basePrice - PLANS[from].basePrice) * 100) / 100;
  const downgrade = isDowngrade(from, to);
  const sign = difference < 0 ? '−' : '+';
  const when = periodEnd
    ? `on ${formatDate(periodEnd)}`
    : 'at the end of your current billing period';
  return {
    from,
    to,
    isDowngrade: downgrade,
    monthlyDifference: difference,
    differenceText: `${sign}${formatCurrency(Math.abs(difference))}/month`,
    estimatesText: `${includedText(from)}; ${includedText(to)}.`,
    timingText: downgrade
      ? `The change takes effect ${when}, at the end of the period you have paid for. You keep ${PLANS[from].name} until then and nothing is charged now.`
      : `The change takes effect now. The difference for the rest of this billing period is charged to your card immediately.`,
  };
}
