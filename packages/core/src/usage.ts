/** How the account page shows usage (SPEC §2.10). */
import { isTrialPlanId, planLabel, TRIAL, UNLIMITED_ESTIMATES } from './plans.ts';
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
  /** No estimates left: the red upgrade notice. */
  isOut: boolean;
  showUpgradeHint: boolean;
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
  // A trial's own count is the one to trust: the card shows 20 minus what remains.
  const remaining = isTrial
    ? (usage.trialStatus?.estimatesRemaining ?? usage.estimatesRemaining)
    : usage.estimatesRemaining;
  const limit = isTrial ? TRIAL.estimates : usage.estimateLimit;
  const used = isTrial ? TRIAL.estimates - remaining : usage.estimatesUsed;
  const isUnlimited = limit === UNLIMITED_ESTIMATES;
  return {
    planLabel: planLabel(usage.currentPlan),
    used,
    limit,
    remaining,
    isUnlimited,
    barPercent: usageBarPercent(used, limit),
    isLow: !isUnlimited && isLowOnEstimates(remaining),
    isOut: !isUnlimited && remaining === 0,
    showUpgradeHint: PLANS_WITH_UPGRADE_HINT.includes(usage.currentPlan),
  };
}
