import type { Owner } from '../db/repositories/owners.ts';
import { ValidationError } from '../errors.ts';
import type { BillingContext } from './context.ts';
import { BILLING_ERRORS } from './messages.ts';
import { billingOwnerRepository } from './repositories/billingOwners.ts';

/** POST /api/cancel-subscription: ends the subscription now (SPEC §4.6: immediate deactivation). */
export async function cancelSubscription(
  { db, provider }: BillingContext,
  owner: Owner,
): Promise<{ success: true; subscriptionStatus: 'canceled' }> {
  const subscriptionId = owner.stripeSubscriptionId;
  if (!subscriptionId || owner.subscriptionStatus === 'canceled')
    throw new ValidationError(BILLING_ERRORS.noSubscription);
  const state = await provider.cancelSubscription(subscriptionId);
  await billingOwnerRepository(db).applySubscription(owner.id, {
    ...state,
    subscriptionId,
    status: 'canceled',
  });
  return { success: true, subscriptionStatus: 'canceled' };
}
