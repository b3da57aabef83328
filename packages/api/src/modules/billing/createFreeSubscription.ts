import { discountedPlanPrice, isFreeSubscription } from '@yardstick/core/subscription';
import type { Owner } from '../accounts/index.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { BillingContext } from './context.ts';
import type { CreateSubscriptionInput } from './createSubscription.ts';
import { BILLING_ERRORS } from './messages.ts';
import { billingPeriodOf } from '@yardstick/core/billingPeriod';
import { billingOwnerRepository } from './billingOwnerRepository.ts';
import { checkoutRepository } from './checkoutRepository.ts';
import { startSubscription } from './startSubscription.ts';
import { activateOwner } from './syncSubscription.ts';
import { discountFor } from './validateCoupon.ts';

/**
 * POST /api/create-free-subscription: a paid plan a coupon makes free is activated at once,
 * without a card (core's isFreeSubscription; pay-as-you-go always needs one). With no card
 * to renew on, it ends with the free period (cancelAt, shown to the owner); the page
 * collects a card through create-subscription instead, so the plan renews.
 */
export async function createFreeSubscription(
  context: BillingContext,
  owner: Owner,
  input: CreateSubscriptionInput,
  now: Date,
): Promise<{ success: true; subscriptionId: string }> {
  const discount = await discountFor(context, input.couponId);
  const discountedPrice = discountedPlanPrice(input.plan, discount?.coupon);
  if (!isFreeSubscription({ plan: input.plan, discountedPrice }))
    throw new ValidationError(BILLING_ERRORS.notFree);
  const { created, checkout } = await startSubscription(context, owner, { ...input, discount });
  const state = await context.provider.activateSubscription(created.subscriptionId, null);
  const active = await activateOwner(context.db, owner.id, input.plan, state);
  await checkoutRepository(context.db).markCompleted(checkout.id);
  const cancelAt = billingPeriodOf(active, now).end;
  await context.provider.cancelAtPeriodEnd(created.subscriptionId, cancelAt);
  await billingOwnerRepository(context.db).setScheduledChanges(owner.id, { cancelAt });
  return { success: true, subscriptionId: created.subscriptionId };
}
