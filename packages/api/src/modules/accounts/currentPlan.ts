import type { PlanId } from '@yardstick/core/enums';
import type { TrialStatus } from '@yardstick/core/schemas/account';
import { isSubscriptionRunning } from '@yardstick/core/subscription';
import type { Owner } from './ownerRepository.ts';

/**
 * Which plan identifier (PLAN_IDS) an owner is on: super user, a paid plan, a trial
 * ('trial_<plan>' when a plan was picked before the trial), or none. core has no such
 * mapping yet; when it gains one this should become a call to it.
 */
export function currentPlanId(owner: Owner, trial: TrialStatus | null): PlanId {
  if (owner.isSuperUser) return 'super';
  if (owner.isDemo) return 'demo';
  // While it runs, the chosen paid plan is the one in use (billing may still be settling).
  if (owner.plan && isSubscriptionRunning(owner.subscriptionStatus)) return owner.plan;
  // A trial ends for good once the owner has subscribed: a cancelled subscriber has no plan.
  if (owner.hasHadActiveSubscription) return 'none';
  if (trial || owner.trialStartedAt) return owner.plan ? `trial_${owner.plan}` : 'trial';
  return 'none';
}
