import type { PaidPlanId, SubscriptionStatus } from '@yardstick/core/enums';
import type { Owner } from '../db/repositories/owners.ts';
import { ValidationError } from '../errors.ts';
import type { BillingContext } from './context.ts';
import { BILLING_ERRORS } from './messages.ts';
import { billingOwnerRepository } from './repositories/billingOwners.ts';
import { hasLiveSubscription } from './subscriber.ts';

export interface PlanChange {
  success: true;
  plan: PaidPlanId;
  subscriptionStatus: SubscriptionStatus;
}

/**
 * POST /api/upgrade-subscription: starter → pro, pro → elite, or any other plan change.
 * The provider prorates and charges the difference at once; a declined card changes nothing.
 */
export async function changePlan(
  { db, provider }: BillingContext,
  owner: Owner,
  plan: PaidPlanId,
): Promise<PlanChange> {
  if (!hasLiveSubscription(owner) || !owner.stripeSubscriptionId)
    throw new ValidationError(BILLING_ERRORS.noSubscription);
  if (owner.plan === plan) throw new ValidationError(BILLING_ERRORS.samePlan);
  const state = await provider.changePlan(owner.stripeSubscriptionId, plan);
  const updated = await billingOwnerRepository(db).applySubscription(owner.id, {
    ...state,
    subscriptionId: state.id,
    plan,
  });
  return { success: true, plan, subscriptionStatus: updated.subscriptionStatus };
}
