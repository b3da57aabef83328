import type { PaidPlanId, SubscriptionStatus } from '@yardstick/core/enums';
import { isDowngrade } from '@yardstick/core/planChange';
import type { Owner } from '../accounts/index.ts';
import { ValidationError } from '../../platform/errors.ts';
import { billingPeriodOf } from '@yardstick/core/billingPeriod';
import type { BillingContext } from './context.ts';
import { BILLING_ERRORS } from './messages.ts';
import { billingOwnerRepository } from './billingOwnerRepository.ts';
import { hasLiveSubscription } from './subscriber.ts';

export interface PlanChange {
  success: true;
  /** The plan in use now. */
  plan: PaidPlanId;
  subscriptionStatus: SubscriptionStatus;
  /** A downgrade waits for the end of the paid period. */
  scheduled?: { plan: PaidPlanId; effectiveAt: string };
}

/**
 * POST /api/upgrade-subscription. An upgrade is charged the prorated difference at once (a
 * declined card changes nothing). A downgrade takes effect at the end of the paid period:
 * the owner keeps what they paid for, and nothing is charged or credited. Choosing the
 * current plan again drops a scheduled downgrade.
 */
export async function changePlan(
  { db, provider }: BillingContext,
  owner: Owner,
  plan: PaidPlanId,
  now: Date,
): Promise<PlanChange> {
  if (!hasLiveSubscription(owner) || !owner.stripeSubscriptionId || !owner.plan)
    throw new ValidationError(BILLING_ERRORS.noSubscription);
  const owners = billingOwnerRepository(db);
  const subscriptionId = owner.stripeSubscriptionId;

  if (owner.plan === plan) {
    if (!owner.pendingPlan) throw new ValidationError(BILLING_ERRORS.samePlan);
    await provider.changePlan(subscriptionId, plan);
    await owners.setScheduledChanges(owner.id, { pendingPlan: null, pendingPlanAt: null });
    return { success: true, plan, subscriptionStatus: owner.subscriptionStatus };
  }

  if (isDowngrade(owner.plan, plan)) {
    const effectiveAt = billingPeriodOf(owner, now).end;
    await provider.schedulePlanChange(subscriptionId, plan, effectiveAt);
    await owners.setScheduledChanges(owner.id, { pendingPlan: plan, pendingPlanAt: effectiveAt });
    return {
      success: true,
      plan: owner.plan,
      subscriptionStatus: owner.subscriptionStatus,
      scheduled: { plan, effectiveAt: effectiveAt.toISOString() },
    };
  }

  const state = await provider.changePlan(subscriptionId, plan);
  await owners.setScheduledChanges(owner.id, { pendingPlan: null, pendingPlanAt: null });
  const updated = await owners.applySubscription(owner.id, {
    ...state,
    subscriptionId: state.id,
    plan,
  });
  return { success: true, plan, subscriptionStatus: updated.subscriptionStatus };
}
