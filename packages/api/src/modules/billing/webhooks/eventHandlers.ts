import { z } from 'zod';
import type { Owner } from '../../accounts/index.ts';
import { billingNotices } from '../billingNotices.ts';
import { billingOwnerRepository } from '../billingOwnerRepository.ts';
import type { BillingContext } from '../context.ts';
import { invoiceOfStripe } from '../providers/stripe/stripeInvoices.ts';
import { invoiceSchema as stripeInvoiceSchema } from '../providers/stripe/stripeSchemas.ts';
import { syncOwnerSubscription } from '../syncSubscription.ts';

/** One Stripe event type's handler: it gets the event's `data.object`, unparsed. */
export type StripeEventHandler = (context: BillingContext, object: unknown) => Promise<void>;

const subscriptionObject = z.object({ id: z.string() });
const trialObject = z.object({
  id: z.string(),
  customer: z.union([z.string(), z.object({ id: z.string() })]),
  trial_end: z.number().nullish(),
});
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
  return syncOwnerSubscription(context.db, state);
}

async function syncFromSubscription(context: BillingContext, object: unknown) {
  await syncSubscription(context, subscriptionObject.parse(object).id);
}

async function syncFromInvoice(context: BillingContext, object: unknown) {
  const subscription = invoiceObject.parse(object).parent?.subscription_details?.subscription;
  // A one-off invoice has no subscription: nothing of ours to update.
  if (!subscription) return undefined;
  return syncSubscription(
    context,
    typeof subscription === 'string' ? subscription : subscription.id,
  );
}

const idOf = (ref: string | { id: string }) => (typeof ref === 'string' ? ref : ref.id);

/**
 * The invoice as the history shows it, and the owner it was billed to as the subscription's
 * sync left them; no invoice when the event does not carry one we can read (the sync stands).
 */
async function invoiceAndOwner(context: BillingContext, object: unknown) {
  const synced = await syncFromInvoice(context, object);
  const parsed = stripeInvoiceSchema.safeParse(object);
  if (!parsed.success) return { invoice: undefined, owner: undefined };
  const customer = parsed.data.customer;
  const owner: Owner | undefined =
    synced ??
    (customer
      ? await billingOwnerRepository(context.db).findByCustomerId(idOf(customer))
      : undefined);
  return { invoice: invoiceOfStripe(parsed.data), owner };
}

async function paidInvoice(context: BillingContext, object: unknown) {
  const { invoice, owner } = await invoiceAndOwner(context, object);
  if (owner && invoice) await billingNotices(context.db, context.publicUrl).receipt(owner, invoice);
}

async function failedInvoice(context: BillingContext, object: unknown) {
  const { invoice, owner } = await invoiceAndOwner(context, object);
  if (owner && invoice)
    await billingNotices(context.db, context.publicUrl).paymentFailed(owner, {
      invoiceId: invoice.id,
      amount: invoice.amount,
    });
}

async function deletedSubscription(context: BillingContext, object: unknown) {
  const { id } = subscriptionObject.parse(object);
  const owner = await syncSubscription(context, id);
  // Only the owner's own subscription ending is news to them (not an abandoned checkout's).
  if (owner?.stripeSubscriptionId === id && owner.subscriptionStatus === 'canceled')
    await billingNotices(context.db, context.publicUrl).ended(owner, id);
}

async function trialWillEnd(context: BillingContext, object: unknown) {
  const trial = trialObject.parse(object);
  if (!trial.trial_end) return;
  const owner = await billingOwnerRepository(context.db).findByCustomerId(idOf(trial.customer));
  if (owner?.stripeSubscriptionId !== trial.id) return;
  await billingNotices(context.db, context.publicUrl).trialEnding(owner, {
    subscriptionId: trial.id,
    endsAt: new Date(trial.trial_end * 1000),
  });
}

/** One small handler per event type (STYLE.md); other types are acknowledged and ignored. */
export const STRIPE_EVENT_HANDLERS: ReadonlyMap<string, StripeEventHandler> = new Map([
  // Status, plan and period of the owner's subscription, and a new one once it runs.
  ['customer.subscription.created', syncFromSubscription],
  ['customer.subscription.updated', syncFromSubscription],
  // Stripe answers a deleted subscription as canceled; the owner is told it has ended.
  ['customer.subscription.deleted', deletedSubscription],
  // Three days before a subscription's trial ends.
  ['customer.subscription.trial_will_end', trialWillEnd],
  // A paid renewal moves the period on (and keeps the owner active); the receipt goes out.
  ['invoice.paid', paidInvoice],
  // A failed renewal leaves the subscription past_due; the owner is asked to update the card.
  ['invoice.payment_failed', failedInvoice],
]);
