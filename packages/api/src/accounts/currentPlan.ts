import type { PlanId, SubscriptionStatus } from '@yardstick/core/enums';
import type { TrialStatus } from '@yardstick/core/schemas/account';
import type { Owner } from '../db/repositories/owners.ts';

// Statuses under which the chosen paid plan is the one being used (billing may still be settling).
const ON_PLAN_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/**
 * Which plan identifier (PLAN_IDS) an owner is on: super user, a paid plan, a trial
 * ('trial_<plan>' when a plan was picked before the trial), or none. core has no such
 * mapping yet; when it gains one this should become a call to it.
 */
export function currentPlanId(owner: Owner, trial: TrialStatus | null): PlanId {
  if (owner.isSuperUser) return 'super';
  if (owner.isDemo) return 'demo';
  if (owner.plan && ON_PLAN_STATUSES.includes(owner.subscriptionStatus)) return owner.plan;
  // A trial ends for good once the owner has subscribed: a cancelled subscriber has no plan.
  if (owner.hasHadActiveSubscription) return 'none';
  if (trial || owner.trialStartedAt) return owner.plan ? `trial_${owner.plan}` : 'trial';
  return 'none';
}
