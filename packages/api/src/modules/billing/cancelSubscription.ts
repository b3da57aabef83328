import type { SubscriptionStatus } from '@yardstick/core/enums';
import type { Owner } from '../accounts/index.ts';
import { ValidationError } from '../../platform/errors.ts';
import { billingPeriodOf } from '@yardstick/core/billingPeriod';
import type { BillingContext } from './context.ts';
import { billingNotices } from './billingNotices.ts';
import { BILLING_ERRORS } from './messages.ts';
import { billingOwnerRepository } from './billingOwnerRepository.ts';
import { hasLiveSubscription } from './subscriber.ts';

export interface Cancellation {
  success: true;
  subscriptionStatus: SubscriptionStatus;
  /** When access ends; null when it ended now. */
  cancelAt: string | null;
}

/**
 * POST /api/cancel-subscription. By default the subscription runs to the end of the period
 * already paid for and can be resumed until then; `immediately` ends it now (nothing is
 * refunded). Either way the card and the account's history stay, and the owner is told by
 * e-mail when it ends (or that it has).
 */
export async function cancelSubscription(
  { db, provider, publicUrl }: BillingContext,
  owner: Owner,
  options: { immediately: boolean; now: Date },
): Promise<Cancellation> {
  const subscriptionId = owner.stripeSubscriptionId;
  if (!subscriptionId || !hasLiveSubscription(owner))
    throw new ValidationError(BILLING_ERRORS.noSubscription);
  const owners = billingOwnerRepository(db);

  if (!options.immediately) {
    const cancelAt = billingPeriodOf(owner, options.now).end;
    await provider.cancelAtPeriodEnd(subscriptionId, cancelAt);
    await owners.setScheduledChanges(owner.id, { cancelAt });
    await billingNotices(db, publicUrl).cancellationScheduled(owner, {
      subscriptionId,
      endsAt: cancelAt,
    });
    return {
      success: true,
      subscriptionStatus: owner.subscriptionStatus,
      cancelAt: cancelAt.toISOString(),
    };
  }

  const state = await provider.cancelSubscription(subscriptionId);
  await owners.setScheduledChanges(owner.id, {
    cancelAt: null,
    pendingPlan: null,
    pendingPlanAt: null,
  });
  const ended = await owners.applySubscription(owner.id, {
    ...state,
    subscriptionId,
    status: 'canceled',
  });
  await billingNotices(db, publicUrl).ended(ended, subscriptionId);
  return { success: true, subscriptionStatus: 'canceled', cancelAt: null };
}

/** POST /api/resume-subscription: a subscription set to end at the period's end keeps running. */
export async function resumeSubscription(
  { db, provider }: BillingContext,
  owner: Owner,
): Promise<{ success: true }> {
  const subscriptionId = owner.stripeSubscriptionId;
  if (!subscriptionId || !hasLiveSubscription(owner) || !owner.cancelAt)
    throw new ValidationError(BILLING_ERRORS.notCanceling);
  await provider.cancelAtPeriodEnd(subscriptionId, null);
  await billingOwnerRepository(db).setScheduledChanges(owner.id, { cancelAt: null });
  return { success: true };
}
