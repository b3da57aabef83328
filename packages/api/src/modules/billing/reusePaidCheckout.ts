import type { Owner } from '../accounts/index.ts';
import { ConflictError } from '../../platform/errors.ts';
import type { BillingContext } from './context.ts';
import { BILLING_ERRORS } from './messages.ts';
import { checkoutRepository } from './checkoutRepository.ts';
import { activateOwner } from './syncSubscription.ts';

/**
 * A checkout whose first payment went through but whose completion never arrived (the page
 * lost the answer, the owner went back and paid again) is finished with that payment instead
 * of being dropped for a new one: a retry never charges a second first month. The owner is
 * active on the plan that was paid for, and the retry is told so. A payment still processing
 * stops the retry until it settles.
 */
export async function reusePaidCheckout(context: BillingContext, owner: Owner): Promise<void> {
  const { db, provider } = context;
  const checkouts = checkoutRepository(db);
  for (const checkout of await checkouts.listOpen(owner.id)) {
    if (checkout.provider !== provider.mode || !checkout.intentId || !checkout.intentType) continue;
    const intent = await provider.retrieveIntent({
      type: checkout.intentType,
      id: checkout.intentId,
    });
    if (intent.status === 'processing') throw new ConflictError(BILLING_ERRORS.firstPaymentPending);
    if (intent.status !== 'succeeded' || intent.customerId !== owner.stripeCustomerId) continue;
    const state = await provider.activateSubscription(checkout.subscriptionId, intent);
    await activateOwner(db, owner.id, checkout.plan, state);
    await checkouts.markCompleted(checkout.id);
    throw new ConflictError(BILLING_ERRORS.firstPaymentReused);
  }
}
