import type { PaidPlanId } from '@yardstick/core/enums';
import type { CreateSubscriptionResponse } from '@yardstick/core/schemas/billing';
import type { Owner } from '../accounts/index.ts';
import { ConflictError } from '../../platform/errors.ts';
import type { BillingContext } from './context.ts';
import { BILLING_ERRORS } from './messages.ts';
import { checkoutRepository } from './checkoutRepository.ts';
import { startSubscription } from './startSubscription.ts';
import { activateOwner } from './syncSubscription.ts';
import { discountFor } from './validateCoupon.ts';

export interface CreateSubscriptionInput {
  plan: PaidPlanId;
  couponId?: string | null | undefined;
  name: string;
}

/**
 * POST /api/create-subscription: an incomplete subscription and the client secret the page's
 * card form confirms. The owner is not changed until complete-subscription.
 */
export async function createSubscription(
  context: BillingContext,
  owner: Owner,
  input: CreateSubscriptionInput,
): Promise<CreateSubscriptionResponse> {
  const discount = await discountFor(context, input.couponId);
  const { created, checkout } = await startSubscription(context, owner, { ...input, discount });
  if (!created.intent) {
    // Nothing was due and no card asked for (the coupon made it free): the provider already
    // runs it, so the owner is active, which the page reads as 'Subscription Already Active'.
    const state = await context.provider.activateSubscription(created.subscriptionId, null);
    await activateOwner(context.db, owner.id, input.plan, state);
    await checkoutRepository(context.db).markCompleted(checkout.id);
    throw new ConflictError(BILLING_ERRORS.alreadyActive);
  }
  return {
    type: created.intent.type,
    clientSecret: created.intent.clientSecret,
    subscriptionId: created.subscriptionId,
  };
}
