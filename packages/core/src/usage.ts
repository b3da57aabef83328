/** How the account page shows usage (SPEC §2.10). */
import {
  isPaidPlanId,
  isTrialPlanId,
  planLabel,
  PLANS,
  TRIAL,
  UNLIMITED_ESTIMATES,
} from './plans.ts';
import type { TrialStatus } from './schemas/account.ts';

/** 'Running low' shows at this many remaining estimates or fewer. */
export const LOW_ESTIMATES_THRESHOLD = 10;

/** The usage object of GET /api/usage/{userId} (SPEC §3 "Usage"). */
export interface UsageSummary {
  currentPlan: string;
  estimatesUsed: number;
  /** UNLIMITED_ESTIMATES (-1) for no limit. */
  estimateLimit: number;
  estimatesRemaining: number;
  trialStatus?: TrialStatus | null;
}

export interface UsageDisplay {
  planLabel: string;
  used: number;
  limit: number;
  remaining: number;
  isUnlimited: boolean;
  /** Bar fill in percent, capped at 100; null when no bar is shown (unlimited or limit 0). */
  barPercent: number | null;
  isLow: boolean;
  /** Analyses really stop (a trial with none left): the red notice. Never for a paid plan. */
  isOut: boolean;
  showUpgradeHint: boolean;
  /** No plan and no trial: nothing was used up, there is simply nothing to use yet. */
  hasNoPlan: boolean;
  /** A paid plan with included estimates: past them, each estimate is billed at overagePrice. */
  overage: { included: number; count: number; price: number; cost: number } | null;
  /** Pay-As-You-Go: every estimate of the period is billed at its price, so far this much. */
  metered: { count: number; price: number; cost: number } | null;
  /** A trial that has run out (by days or estimates) and no plan since. */
  trialEnded: boolean;
}

const PLANS_WITH_UPGRADE_HINT: readonly string[] = ['starter', 'pro'];

export function usageBarPercent(used: number, limit: number): number | null {
  if (limit <= 0) return null;
  return Math.min(100, (used / limit) * 100);
}

export function isLowOnEstimates(remaining: number): boolean {
  return remaining > 0 && remaining <= LOW_ESTIMATES_THRESHOLD;
}

export function describeUsage(usage: UsageSummary): UsageDisplay {
  const isTrial = isTrialPlanId(usage.currentPlan);
  const trialEnded = hasEndedTrial(usage);
  // A trial's own count is the one to trust: the card shows 20 minus what remains.
  const unused = isTrial
    ? (usage.trialStatus?.estimatesRemaining ?? usage.estimatesRemaining)
    : usage.estimatesRemaining;
  // A trial that ran out of days has none left, however many it did not use.
  const remaining = trialEnded ? 0 : unused;
  const limit = isTrial ? TRIAL.estimates : usage.estimateLimit;
  const used = isTrial ? TRIAL.estimates - unused : usage.estimatesUsed;
  const isUnlimited = limit === UNLIMITED_ESTIMATES;
  const overage = overageOf(usage);
  return {
    planLabel: shownPlanLabel(usage.currentPlan, trialEnded),
    used,
    limit,
    remaining,
    isUnlimited,
    barPercent: usageBarPercent(used, limit),
    isLow: !isUnlimited && isLowOnEstimates(remaining),
    // Only a trial stops analysing; a paid plan goes on into overage, no plan never started.
    isOut: isTrial && remaining === 0,
    showUpgradeHint: PLANS_WITH_UPGRADE_HINT.includes(usage.currentPlan),
    hasNoPlan: usage.currentPlan === 'none',
    overage,
    metered: meteredOf(usage),
    trialEnded,
  };
}

/**
 * The owner's trial is over and no plan followed: the usage still names the trial plan, and
 * every screen says 'ended' rather than a running trial beside 'No Subscription'.
 */
export function hasEndedTrial(usage: UsageSummary): boolean {
  return isTrialPlanId(usage.currentPlan) && usage.trialStatus?.isActive === false;
}

/** A plan's label, marked '(ended)' for a trial that ran out: shown beside the 'Trial Ended' badge. */
export function shownPlanLabel(planId: string | null | undefined, trialEnded: boolean): string {
  return trialEnded ? `${planLabel(planId)} (ended)` : planLabel(planId);
}

/** Cents-exact: what n estimates at a per-estimate price come to. */
function costOf(count: number, price: number): number {
  return Math.round(count * price * 100) / 100;
}

function meteredOf(usage: UsageSummary): UsageDisplay['metered'] {
  if (!isPaidPlanId(usage.currentPlan)) return null;
  const plan = PLANS[usage.currentPlan];
  if (plan.includedEstimates !== UNLIMITED_ESTIMATES || plan.basePrice !== 0) return null;
  const count = usage.estimatesUsed;
  return { count, price: plan.perEstimatePrice, cost: costOf(count, plan.perEstimatePrice) };
}

function overageOf(usage: UsageSummary): UsageDisplay['overage'] {
  if (!isPaidPlanId(usage.currentPlan)) return null;
  const plan = PLANS[usage.currentPlan];
  if (plan.includedEstimates === UNLIMITED_ESTIMATES) return null;
  const count = Math.max(0, usage.estimatesUsed - plan.includedEstimates);
  return {
    included: plan.includedEstimates,
    count,
    price: plan.perEstimatePrice,
    cost: costOf(count, plan.perEstimatePrice),
  };
}
