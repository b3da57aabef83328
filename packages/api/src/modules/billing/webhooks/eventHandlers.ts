import { z } from 'zod';
import type { BillingContext } from '../context.ts';
import { syncOwnerSubscription } from '../syncSubscription.ts';

/** One Stripe event type's handler: it gets the event's `data.object`, unparsed. */
export type StripeEventHandler = (context: BillingContext, object: unknown) => Promise<void>;

const subscriptionObject = z.object({ id: z.string() });
// basil and later: an invoice names its subscription under parent.subscription_details.
const invoiceObject = z.object({
  parent: z
    .object({
      subscription_details: z
        .object({ subscription: z.union([z.string(), z.object({ id: z.string() })]) })
        .nullish(),
    })
    .nullish(),
});

/**
 * Events arrive late, twice and out of order, so each handler takes only the subscription's
 * id from the event and reads the subscription as it is now before updating the owner.
 */
async function syncSubscription(context: BillingContext, subscriptionId: string) {
  const state = await context.provider.getSubscription(subscriptionId);
  await syncOwnerSubscription(context.db, state);
}

async function syncFromSubscription(context: BillingContext, object: unknown) {
  await syncSubscription(context, subscriptionObject.parse(object).id);
}

async function syncFromInvoice(context: BillingContext, object: unknown) {
  const subscription = invoiceObject.parse(object).parent?.subscription_details?.subscription;
  // A one-off invoice has no subscription: nothing of ours to update.
  if (!subscription) return;
  await syncSubscription(
    context,
    typeof subscription === 'string' ? subscription : subscription.id,
  );
}

/** One small handler per event type (STYLE.md); other types are acknowledged and ignored. */
export const STRIPE_EVENT_HANDLERS: ReadonlyMap<string, StripeEventHandler> = new Map([
  // Status, plan and period of the owner's subscription, and a new one once it runs.
  ['customer.subscription.created', syncFromSubscription],
  ['customer.subscription.updated', syncFromSubscription],
  // Stripe answers a deleted subscription as canceled.
  ['customer.subscription.deleted', syncFromSubscription],
  // A paid renewal moves the period on (and keeps the owner active).
  ['invoice.paid', syncFromInvoice],
  // A failed renewal leaves the subscription past_due.
  ['invoice.payment_failed', syncFromInvoice],
]);
