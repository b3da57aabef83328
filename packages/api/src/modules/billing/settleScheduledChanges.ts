import type { Db } from '../../platform/db/database.ts';
import type { Owner } from '../accounts/index.ts';
import { addMonths } from '@yardstick/core/billingPeriod';
import { billingOwnerRepository } from './billingOwnerRepository.ts';
import { hasLiveSubscription } from './subscriber.ts';

/**
 * Applies a cancellation or downgrade whose time has come to the owner's row, so the account
 * reads right at once after the period's end (the provider does the same on its side; a
 * webhook may only arrive later, or never in test mode). Answers the owner as it now is.
 */
export async function settleScheduledChanges(db: Db, owner: Owner, now: Date): Promise<Owner> {
  const owners = billingOwnerRepository(db);
  if (owner.cancelAt && owner.cancelAt <= now && hasLiveSubscription(owner)) {
    await owners.setScheduledChanges(owner.id, {
      cancelAt: null,
      pendingPlan: null,
      pendingPlanAt: null,
    });
    return owners.applySubscription(owner.id, {
      subscriptionId: owner.stripeSubscriptionId ?? '',
      status: 'canceled',
      plan: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
    });
  }
  if (owner.pendingPlan && owner.pendingPlanAt && owner.pendingPlanAt <= now) {
    const { pendingPlan, pendingPlanAt } = owner;
    await owners.setScheduledChanges(owner.id, { pendingPlan: null, pendingPlanAt: null });
    return owners.applySubscription(owner.id, {
      subscriptionId: owner.stripeSubscriptionId ?? '',
      status: owner.subscriptionStatus,
      plan: pendingPlan,
      // The new plan's first period starts where the old one ended.
      currentPeriodStart: pendingPlanAt,
      currentPeriodEnd: addMonths(pendingPlanAt, 1),
    });
  }
  return owner;
}
