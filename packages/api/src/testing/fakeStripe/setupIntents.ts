import { metadataOf } from './catalog.ts';
import { field } from './form.ts';
import {
  cardDeclined,
  FakeStripeError,
  invalid,
  missing,
  raise,
  retrieveRoute,
  type FakeRoute,
} from './http.ts';
import {
  newId,
  nowSeconds,
  secretFor,
  type FakeStripeStore,
  type Intent,
  type Invoice,
  type PaymentMethod,
} from './store.ts';
import { chargeCard, licensedTotal, newInvoice } from './subscriptions.ts';

interface TestCardBehaviour {
  brand: string;
  decline?: { code: string; message: string };
  /** Saves fine, then every later charge is declined (4000 0000 0000 0341). */
  failsCharges?: boolean;
}

/** Stripe's test card numbers the fake knows (shared/providers.md §6). */
const CARDS: Record<string, TestCardBehaviour> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000341': { brand: 'visa', failsCharges: true },
  '4000000000000002': {
    brand: 'visa',
    decline: { code: 'generic_decline', message: 'Your card was declined.' },
  },
  '4000000000009995': {
    brand: 'visa',
    decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
};

/** Stripe's test PaymentMethod ids for server-side confirmation, by the card each stands for. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
};

/**
 * Confirms an intent with a test card as Stripe does: a decline is recorded on the intent
 * (last_payment_error / last_setup_error) and answered as 402 card_error; otherwise a
 * payment_method is created for the intent's customer and the intent succeeds.
 */
export function confirmWithCard(
  store: FakeStripeStore,
  intent: Intent,
  cardNumber: string,
): PaymentMethod {
  const digits = cardNumber.replace(/\s/g, '');
  const card = CARDS[digits];
  if (!card) throw invalid(`The fake knows no test card ${cardNumber}.`, 'payment_method');
  if (card.decline) {
    const error = {
      code: 'card_declined',
      decline_code: card.decline.code,
      message: card.decline.message,
    };
    if (intent.object === 'payment_intent') intent.last_payment_error = error;
    else intent.last_setup_error = error;
    intent.status = 'requires_payment_method';
    throw cardDeclined(card.decline.message, card.decline.code);
  }
  const method = store.put<PaymentMethod>({
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    card: { brand: card.brand, last4: digits.slice(-4), exp_month: 12, exp_year: 2034 },
    customer: intent.customer,
    failsCharges: card.failsCharges ?? false,
  });
  Object.assign(intent, { status: 'succeeded', payment_method: method.id });
  if (intent.object === 'payment_intent') intent.last_payment_error = null;
  else intent.last_setup_error = null;
  return method;
}

/** Charges an open invoice to a card: paid, or 402 with the invoice left open and attempted. */
export function payInvoice(
  store: FakeStripeStore,
  invoice: Invoice,
  method: PaymentMethod | undefined,
): Invoice {
  if (invoice.status === 'paid') throw invalid('Invoice is already paid.');
  invoice.attempt_count += 1;
  if (!method || method.failsCharges)
    throw cardDeclined('Your card was declined.', 'generic_decline');
  Object.assign(invoice, {
    status: 'paid',
    amount_paid: invoice.amount_due,
    status_transitions: { paid_at: nowSeconds() },
  });
  const subscription = store.get('subscription', invoice.parent.subscription_details.subscription);
  const stillOpen = store
    .all('invoice')
    .some(
      (other) =>
        other.status === 'open' &&
        other.parent.subscription_details.subscription === subscription?.id,
    );
  if (subscription?.status === 'past_due' && !stillOpen) subscription.status = 'active';
  return invoice;
}

/**
 * A renewal as a Stripe test clock at the period's end would make it: a subscription_cycle
 * invoice charged to the default card; a failing card leaves it open and the subscription past_due.
 */
export function renewSubscription(store: FakeStripeStore, subscriptionId: string): Invoice {
  const subscription =
    store.get('subscription', subscriptionId) ?? raise(missing('subscription', subscriptionId));
  const amount = licensedTotal(subscription.items.data);
  const invoice = newInvoice(store, subscription, amount, 'subscription_cycle');
  subscription.latest_invoice = invoice.id;
  if (invoice.status === 'paid') return invoice;
  try {
    return payInvoice(store, invoice, chargeCard(store, subscription));
  } catch (error) {
    if (!(error instanceof FakeStripeError)) throw error;
    subscription.status = 'past_due';
    return invoice;
  }
}

/** SetupIntents (create, confirm), payment methods, customers' defaults and invoices. */
export function setupIntentRoutes(store: FakeStripeStore): FakeRoute[] {
  const setupIntent = (id: string) =>
    store.get('setup_intent', id) ?? raise(missing('setup_intent', id));
  return [
    {
      method: 'POST',
      pattern: '/v1/setup_intents',
      handler: ({ form }) => {
        const customer = field.text(form, 'customer') ?? null;
        if (customer && !store.get('customer', customer)) throw missing('customer', customer, 400);
        const id = newId('seti');
        return store.put<Intent>({
          id,
          object: 'setup_intent',
          status: 'requires_payment_method',
          last_setup_error: null,
          customer: customer ?? '',
          client_secret: secretFor(id),
          payment_method: null,
          invoice: null,
          usage: field.text(form, 'usage') ?? 'off_session',
          metadata: metadataOf(form),
        });
      },
    },
    {
      method: 'POST',
      pattern: '/v1/setup_intents/:id/confirm',
      handler: ({ params, form }) => {
        const intent = setupIntent(params.id ?? '');
        if (intent.status === 'succeeded')
          throw invalid('You cannot confirm this SetupIntent because it has already succeeded.');
        const methodId = field.text(form, 'payment_method') ?? '';
        const cardNumber =
          TEST_PAYMENT_METHODS[methodId] ?? raise(missing('payment_method', methodId, 400));
        confirmWithCard(store, intent, cardNumber);
        return intent;
      },
    },
    retrieveRoute(store, 'payment_method', '/v1/payment_methods'),
    {
      method: 'POST',
      pattern: '/v1/customers/:id',
      handler: ({ params, form }) => {
        const id = params.id ?? '';
        const customer = store.get('customer', id) ?? raise(missing('customer', id));
        const method = field.text(field.object(form, 'invoice_settings'), 'default_payment_method');
        if (method !== undefined) {
          const found = store.get('payment_method', method);
          if (!found) throw missing('payment_method', method, 400);
          if (found.customer !== id)
            throw invalid(
              `The payment method ${method} does not belong to the customer ${id}.`,
              'invoice_settings[default_payment_method]',
            );
          customer.invoice_settings.default_payment_method = method;
        }
        return customer;
      },
    },
    {
      method: 'GET',
      pattern: '/v1/invoices',
      handler: ({ form }) => {
        const customer = field.text(form, 'customer');
        const subscription = field.text(form, 'subscription');
        const status = field.text(form, 'status');
        const limit = Number(field.text(form, 'limit') ?? 10);
        const data = store
          .all('invoice')
          .filter(
            (invoice) =>
              (!customer || invoice.customer === customer) &&
              (!subscription ||
                invoice.parent.subscription_details.subscription === subscription) &&
              (!status || invoice.status === status),
          )
          .reverse()
          .slice(0, limit);
        return { object: 'list', data, has_more: false, url: '/v1/invoices' };
      },
    },
    retrieveRoute(store, 'invoice', '/v1/invoices'),
    {
      method: 'POST',
      pattern: '/v1/invoices/:id/pay',
      handler: ({ params, form }) => {
        const id = params.id ?? '';
        const invoice = store.get('invoice', id) ?? raise(missing('invoice', id));
        const methodId = field.text(form, 'payment_method');
        const subscription = store.get(
          'subscription',
          invoice.parent.subscription_details.subscription,
        );
        const method = methodId
          ? store.get('payment_method', methodId)
          : subscription && chargeCard(store, subscription);
        return payInvoice(store, invoice, method);
      },
    },
  ];
}
