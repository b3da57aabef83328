import type { Owner } from '../accounts/index.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../../platform/errors.ts';
import type { BillingContext } from './context.ts';
import { billingNotices } from './billingNotices.ts';
import { BILLING_ERRORS } from './messages.ts';
import { checkoutRepository } from './checkoutRepository.ts';
import { hasLiveSubscription } from './subscriber.ts';
import { activateOwner } from './syncSubscription.ts';
import type { IntentRef } from './types.ts';

export interface CompleteInput {
  setupIntentId?: string | null | undefined;
  paymentIntentId?: string | null | undefined;
}

export type CompleteResult = { success: true } | { success: false; error: string };

function intentRefOf(input: CompleteInput): IntentRef {
  if (input.paymentIntentId) return { type: 'payment', id: input.paymentIntentId };
  if (input.setupIntentId) return { type: 'setup', id: input.setupIntentId };
  throw new ValidationError(BILLING_ERRORS.missingIntent);
}

/**
 * POST /api/complete-subscription, after the page confirmed the card: the intent must be one
 * this owner's checkout created, belong to their payment customer and have succeeded; then
 * the owner is active on the checkout's plan. Completing twice answers success again.
 */
export async function completeSubscription(
  { db, provider, publicUrl }: BillingContext,
  owner: Owner,
  input: CompleteInput,
): Promise<CompleteResult> {
  const ref = intentRefOf(input);
  const checkouts = checkoutRepository(db);
  const checkout = await checkouts.findByIntent(owner.id, ref.id);
  if (!checkout) throw new ForbiddenError(BILLING_ERRORS.intentNotOwned);
  if (hasLiveSubscription(owner)) {
    if (owner.stripeSubscriptionId === checkout.subscriptionId) return { success: true };
    throw new ConflictError(BILLING_ERRORS.alreadyActive);
  }
  const intent = await provider.retrieveIntent(ref);
  if (intent.customerId !== owner.stripeCustomerId)
    throw new ForbiddenError(BILLING_ERRORS.intentNotOwned);
  if (intent.status !== 'succeeded')
    return { success: false, error: intent.errorMessage ?? BILLING_ERRORS.paymentNotFinished };
  const state = await provider.activateSubscription(checkout.subscriptionId, intent);
  const active = await activateOwner(db, owner.id, checkout.plan, state);
  await checkouts.markCompleted(checkout.id);
  // Stripe announces the first invoice's payment with invoice.paid (its handler sends the
  // receipt); the test-mode processor has no events, so the receipt of its payment goes here.
  if (provider.mode === 'test' && active.stripeCustomerId) {
    const paid = (await provider.invoices(active.stripeCustomerId)).find(
      (invoice) => invoice.id === intent.id,
    );
    if (paid) await billingNotices(db, publicUrl).receipt(active, paid);
  }
  return { success: true };
}
