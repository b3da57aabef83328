import type { PaidPlanId } from '@yardstick/core/enums';
import { isSubscriptionRunning } from '@yardstick/core/subscription';
import type { Db } from '../../platform/db/database.ts';
import type { Owner } from '../accounts/index.ts';
import { billingOwnerRepository } from './billingOwnerRepository.ts';
import { checkoutRepository } from './checkoutRepository.ts';
import type { SubscriptionState } from './types.ts';

/**
 * Marks the owner active on a subscription whose payment succeeded (or that needed none).
 * The plan is the one the checkout was started for, so a forged body cannot pick another.
 */
export async function activateOwner(
  db: Db,
  ownerId: string,
  plan: PaidPlanId,
  state: SubscriptionState,
): Promise<Owner> {
  // The payment went through: active, even if the provider's own status has not caught up yet.
  const status = state.status === 'trialing' ? 'trialing' : 'active';
  return billingOwnerRepository(db).applySubscription(ownerId, {
    subscriptionId: state.id,
    status,
    plan,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
  });
}

/**
 * Brings the owner of a provider subscription up to date (webhooks). The owner's current
 * subscription is followed in every status. Another one is taken on only once it runs and
 * only if this owner started it here (a checkout); stale or abandoned ones change nothing.
 * Answers the owner when something was written.
 */
export async function syncOwnerSubscription(
  db: Db,
  state: SubscriptionState,
): Promise<Owner | undefined> {
  const owner = await billingOwnerRepository(db).findByCustomerId(state.customerId);
  if (!owner) return undefined;
  const current = owner.stripeSubscriptionId === state.id;
  if (!current) {
    const checkout = await checkoutRepository(db).findBySubscription(owner.id, state.id);
    if (!checkout || !isSubscriptionRunning(state.status)) return undefined;
    await checkoutRepository(db).markCompleted(checkout.id);
  }
  return billingOwnerRepository(db).applySubscription(owner.id, {
    subscriptionId: state.id,
    status: state.status,
    plan: state.plan,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
  });
}
