import type { PaidPlanId } from '@yardstick/core/enums';
import type { PaymentMethod } from '@yardstick/core/schemas/billing';
import type Stripe from 'stripe';
import { NotFoundError, UnavailableError, ValidationError } from '../../../../platform/errors.ts';
import { BILLING_ERRORS } from '../../messages.ts';
import type { BillingProvider, CheckoutIntent, Discount } from '../../types.ts';
import { callStripe, isMissingResource, translateStripeError } from './callStripe.ts';
import { findStripeDiscount } from './stripeDiscounts.ts';
import { createPlanPrices, METER_EVENT_NAME, pricePartOf } from './stripePrices.ts';
import {
  customerSchema,
  customerWithDefaultSchema,
  intentSchema,
  invoiceListSchema,
  paymentMethodSchema,
  setupIntentCreatedSchema,
  subscriptionSchema,
  type StripeSubscription,
} from './stripeSchemas.ts';
import { intentStateOf, subscriptionStateOf } from './stripeState.ts';
import { invoiceOfStripe } from './stripeInvoices.ts';

function discountsOf(discount: Discount | null): Stripe.SubscriptionCreateParams.Discount[] {
  if (!discount) return [];
  return 'promotionCode' in discount.apply
    ? [{ promotion_code: discount.apply.promotionCode }]
    : [{ coupon: discount.apply.coupon }];
}

/** The client secret the page confirms: the first invoice's payment, else the card set-up. */
function checkoutIntentOf(subscription: StripeSubscription): CheckoutIntent | null {
  const invoice = subscription.latest_invoice;
  const secret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : null;
  if (secret)
    return { type: 'payment', id: secret.split('_secret_')[0] ?? secret, clientSecret: secret };
  const setup = subscription.pending_setup_intent;
  if (setup && typeof setup === 'object')
    return { type: 'setup', id: setup.id, clientSecret: setup.client_secret };
  return null;
}

function cardOf(method: unknown): PaymentMethod | null {
  const parsed = paymentMethodSchema.safeParse(method);
  const card = parsed.success ? parsed.data.card : null;
  if (!card) return null;
  return {
    card: {
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
    },
  };
}

/** Billing on Stripe (STRIPE_SECRET_KEY set): shapes of shared/providers.md §5. */
export function createStripeProvider(stripe: Stripe, publishableKey: string): BillingProvider {
  const prices = createPlanPrices(stripe);

  const retrieve = async (id: string, expand: string[] = []) =>
    subscriptionSchema.parse(await callStripe(() => stripe.subscriptions.retrieve(id, { expand })));

  /** The items of the new plan, reusing the subscription's items so Stripe prorates them. */
  const itemsFor = async (
    subscription: StripeSubscription,
    plan: PaidPlanId,
  ): Promise<Stripe.SubscriptionUpdateParams.Item[]> => {
    const { base, metered } = await prices.forPlan(plan);
    const items: Stripe.SubscriptionUpdateParams.Item[] = [];
    let hasBase = false;
    for (const item of subscription.items.data) {
      const part = pricePartOf(item.price.lookup_key);
      if (part === 'metered') items.push({ id: item.id, price: metered });
      if (part === 'base' && base) items.push({ id: item.id, price: base });
      if (part === 'base' && !base) items.push({ id: item.id, deleted: true });
      hasBase ||= part === 'base';
    }
    if (base && !hasBase) items.push({ price: base });
    return items;
  };

  return {
    mode: 'stripe',
    publishableKey,

    findDiscount: (code) => findStripeDiscount(stripe, code),

    async createCustomer({ ownerId, email, name }) {
      const customer = await callStripe(() =>
        stripe.customers.create({ email, name, metadata: { userId: ownerId } }),
      );
      return customerSchema.parse(customer).id;
    },

    async createSubscription({ customerId, ownerId, plan, discount }) {
      const { base, metered } = await prices.forPlan(plan);
      const created = await callStripe(() =>
        stripe.subscriptions.create({
          customer: customerId,
          items: [...(base ? [{ price: base }] : []), { price: metered }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
          discounts: discountsOf(discount),
          metadata: { userId: ownerId, plan },
        }),
      );
      const subscription = subscriptionSchema.parse(created);
      const state = subscriptionStateOf(subscription);
      const intent = checkoutIntentOf(subscription);
      // Nothing due and no card asked for is only right when Stripe already made it active.
      if (!intent && state.status !== 'active' && state.status !== 'trialing')
        throw new UnavailableError(BILLING_ERRORS.noPaymentForm);
      return { subscriptionId: subscription.id, status: state.status, intent };
    },

    async retrieveIntent({ type, id }) {
      try {
        const intent =
          type === 'payment'
            ? await stripe.paymentIntents.retrieve(id)
            : await stripe.setupIntents.retrieve(id);
        return intentStateOf(type, intentSchema.parse(intent));
      } catch (error) {
        // An id that is not ours to read reads as not owned, never as an outage.
        if (isMissingResource(error)) throw new NotFoundError(BILLING_ERRORS.intentNotOwned);
        throw translateStripeError(error);
      }
    },

    async activateSubscription(subscriptionId, intent) {
      // A saved card (SetupIntent) becomes the subscription's default, so estimates can be billed.
      if (intent?.type === 'setup' && intent.paymentMethodId) {
        const paymentMethodId = intent.paymentMethodId;
        await callStripe(() =>
          stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId }),
        );
      }
      return subscriptionStateOf(await retrieve(subscriptionId));
    },

    async getSubscription(subscriptionId) {
      return subscriptionStateOf(await retrieve(subscriptionId));
    },

    async changePlan(subscriptionId, plan) {
      const items = await itemsFor(await retrieve(subscriptionId), plan);
      const updated = await callStripe(() =>
        stripe.subscriptions.update(subscriptionId, {
          items,
          // Charged at once; a declined card fails the change (402) instead of leaving it unpaid.
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          // An empty value removes a scheduled downgrade.
          metadata: { plan, pending_plan: '', pending_plan_at: '' },
        }),
      );
      return subscriptionStateOf(subscriptionSchema.parse(updated));
    },

    async schedulePlanChange(subscriptionId, plan, at) {
      const items = await itemsFor(await retrieve(subscriptionId), plan);
      // No proration: the next invoice (the new period) is the first one at the new price.
      // The plan in metadata stays until that period starts (stripeState.ts planOf).
      await callStripe(() =>
        stripe.subscriptions.update(subscriptionId, {
          items,
          proration_behavior: 'none',
          metadata: {
            pending_plan: plan,
            pending_plan_at: String(Math.floor(at.getTime() / 1000)),
          },
        }),
      );
    },

    async cancelSubscription(subscriptionId) {
      const canceled = await callStripe(() => stripe.subscriptions.cancel(subscriptionId));
      return subscriptionStateOf(subscriptionSchema.parse(canceled));
    },

    async cancelAtPeriodEnd(subscriptionId, at) {
      await callStripe(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: at !== null }),
      );
    },

    async paymentMethod({ customerId, subscriptionId }) {
      if (subscriptionId) {
        const subscription = await retrieve(subscriptionId, ['default_payment_method']);
        const card = cardOf(subscription.default_payment_method);
        if (card) return card;
      }
      const customer = customerWithDefaultSchema.parse(
        await callStripe(() =>
          stripe.customers.retrieve(customerId, {
            expand: ['invoice_settings.default_payment_method'],
          }),
        ),
      );
      return cardOf(customer.invoice_settings?.default_payment_method);
    },

    async setupCard({ customerId, ownerId, subscriptionId }) {
      const created = setupIntentCreatedSchema.parse(
        await callStripe(() =>
          stripe.setupIntents.create({
            customer: customerId,
            // Renewals and estimates are charged without the owner present.
            usage: 'off_session',
            automatic_payment_methods: { enabled: true },
            metadata: { userId: ownerId, subscriptionId },
          }),
        ),
      );
      return { type: 'setup', id: created.id, clientSecret: created.client_secret };
    },

    async useCard({ customerId, subscriptionId }, intent) {
      const methodId = intent.paymentMethodId;
      if (!methodId) throw new ValidationError(BILLING_ERRORS.setupNotFinished);
      await callStripe(() =>
        stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: methodId },
        }),
      );
      let subscription = subscriptionSchema.parse(
        await callStripe(() =>
          stripe.subscriptions.update(subscriptionId, { default_payment_method: methodId }),
        ),
      );
      // Stripe does not retry a past-due invoice when the card changes: pay what is owed now.
      if (subscription.status === 'past_due' || subscription.status === 'unpaid') {
        const open = invoiceListSchema.parse(
          await callStripe(() =>
            stripe.invoices.list({ subscription: subscriptionId, status: 'open', limit: 10 }),
          ),
        );
        for (const invoice of open.data)
          await callStripe(() => stripe.invoices.pay(invoice.id, { payment_method: methodId }));
        subscription = await retrieve(subscriptionId);
      }
      const method = cardOf(await callStripe(() => stripe.paymentMethods.retrieve(methodId)));
      if (!method) throw new ValidationError(BILLING_ERRORS.setupNotFinished);
      return { paymentMethod: method, state: subscriptionStateOf(subscription) };
    },

    async invoices(customerId) {
      const list = invoiceListSchema.parse(
        await callStripe(() => stripe.invoices.list({ customer: customerId, limit: 24 })),
      );
      return list.data.map(invoiceOfStripe);
    },

    async recordMeterEvent({ customerId, identifier, timestamp }) {
      await callStripe(() =>
        stripe.billing.meterEvents.create({
          event_name: METER_EVENT_NAME,
          payload: { stripe_customer_id: customerId, value: '1' },
          identifier,
          timestamp: Math.floor(timestamp.getTime() / 1000),
        }),
      );
    },
  };
}
