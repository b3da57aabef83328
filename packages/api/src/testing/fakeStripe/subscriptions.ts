import { metadataOf } from './catalog.ts';
import { field, type FormObject } from './form.ts';
import { cardDeclined, invalid, missing, raise, retrieveRoute, type FakeRoute } from './http.ts';
import {
  monthFromNow,
  newId,
  nowSeconds,
  secretFor,
  type FakeStripeStore,
  type Intent,
  type Invoice,
  type Subscription,
  type SubscriptionItem,
} from './store.ts';

/** What the flat-priced items cost a period (metered items bill their usage). */
export function licensedTotal(items: SubscriptionItem[]): number {
  return items
    .filter((item) => item.price.recurring.usage_type === 'licensed')
    .reduce((sum, item) => sum + item.price.unit_amount, 0);
}

/** The first invoice's amount after a coupon or promotion code (applied once). */
function discounted(
  store: FakeStripeStore,
  amount: number,
  form: FormObject,
): { amount: number; applied: string[] } {
  const [discount] = field.list(form, 'discounts');
  if (discount === undefined) return { amount, applied: [] };
  const promoId = field.text(field.object(discount), 'promotion_code');
  const promo = promoId ? store.get('promotion_code', promoId) : undefined;
  if (promoId && !promo?.active) throw invalid(`No such promotion code: '${promoId}'`, 'discounts');
  const couponId = promo?.promotion.coupon ?? field.text(field.object(discount), 'coupon') ?? '';
  const coupon = store.get('coupon', couponId) ?? raise(missing('coupon', couponId, 400));
  if (promo) promo.times_redeemed += 1;
  const off =
    coupon.percent_off != null
      ? Math.round((amount * coupon.percent_off) / 100)
      : (coupon.amount_off ?? 0);
  return { amount: Math.max(0, amount - off), applied: [couponId] };
}

export function newInvoice(
  store: FakeStripeStore,
  subscription: Subscription,
  amount: number,
  reason: string,
): Invoice {
  const id = newId('in');
  const paid = amount <= 0;
  return store.put<Invoice>({
    id,
    object: 'invoice',
    number: `FAKE-${String(store.all('invoice').length + 1).padStart(4, '0')}`,
    created: nowSeconds(),
    currency: 'usd',
    status: paid ? 'paid' : 'open',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    attempt_count: 0,
    hosted_invoice_url: `https://invoice.stripe.com/i/fake/${id}`,
    status_transitions: { paid_at: paid ? nowSeconds() : null },
    customer: subscription.customer,
    billing_reason: reason,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id },
    },
  });
}

export function newIntent(
  store: FakeStripeStore,
  kind: Intent['object'],
  customer: string,
  amount: number,
  invoice: string | null,
) {
  const id = newId(kind === 'payment_intent' ? 'pi' : 'seti');
  return store.put<Intent>({
    id,
    object: kind,
    status: 'requires_payment_method',
    ...(kind === 'payment_intent'
      ? { amount, last_payment_error: null }
      : { last_setup_error: null }),
    customer,
    client_secret: secretFor(id),
    payment_method: null,
    invoice,
  });
}

function itemsFrom(
  store: FakeStripeStore,
  form: FormObject,
  period: { start: number; end: number },
): SubscriptionItem[] {
  return field.list(form, 'items').map((item) => {
    const priceId = field.text(field.object(item), 'price') ?? '';
    const price = store.get('price', priceId) ?? raise(missing('price', priceId, 400));
    return {
      id: newId('si'),
      object: 'subscription_item',
      price,
      current_period_start: period.start,
      current_period_end: period.end,
    };
  });
}

function createSubscription(store: FakeStripeStore, form: FormObject): Subscription {
  const customer = field.text(form, 'customer') ?? '';
  if (!store.get('customer', customer)) throw missing('customer', customer, 400);
  const period = monthFromNow();
  const items = itemsFrom(store, form, period);
  if (items.length === 0) throw invalid('Missing required param: items.', 'items');
  const { amount, applied } = discounted(store, licensedTotal(items), form);
  const subscription = store.put<Subscription>({
    id: newId('sub'),
    object: 'subscription',
    customer,
    status: amount > 0 ? 'incomplete' : 'active',
    metadata: metadataOf(form),
    items: { object: 'list', data: items },
    default_payment_method: null,
    latest_invoice: null,
    pending_setup_intent: null,
    discounts: applied,
    canceled_at: null,
    cancel_at_period_end: false,
  });
  const invoice = newInvoice(store, subscription, amount, 'subscription_create');
  subscription.latest_invoice = invoice.id;
  if (amount > 0) {
    const intent = newIntent(store, 'payment_intent', customer, amount, invoice.id);
    store.confirmationSecrets.set(invoice.id, {
      client_secret: intent.client_secret,
      type: 'payment_intent',
    });
  } else if (field.text(form, 'payment_behavior') === 'default_incomplete') {
    // Nothing due now: a SetupIntent collects the card for later invoices.
    subscription.pending_setup_intent = newIntent(store, 'setup_intent', customer, 0, null).id;
  }
  return subscription;
}

/** The card an off-session charge uses: the subscription's default, else the customer's. */
export function chargeCard(store: FakeStripeStore, subscription: Subscription) {
  const customer = store.get('customer', subscription.customer);
  const id =
    subscription.default_payment_method ?? customer?.invoice_settings.default_payment_method;
  return id ? store.get('payment_method', id) : undefined;
}

function updateSubscription(store: FakeStripeStore, id: string, form: FormObject): Subscription {
  const subscription = store.get('subscription', id) ?? raise(missing('subscription', id));
  const next = structuredClone(subscription);
  const method = field.text(form, 'default_payment_method');
  if (method !== undefined) {
    if (!store.get('payment_method', method)) throw missing('payment_method', method, 400);
    next.default_payment_method = method;
  }
  next.metadata = { ...next.metadata, ...metadataOf(form) };
  const cancelAtEnd = field.text(form, 'cancel_at_period_end');
  if (cancelAtEnd !== undefined) next.cancel_at_period_end = cancelAtEnd === 'true';
  const [first] = subscription.items.data;
  const period = {
    start: first?.current_period_start ?? nowSeconds(),
    end: first?.current_period_end ?? nowSeconds(),
  };
  for (const change of field.list(form, 'items').map((item) => field.object(item))) {
    const itemId = field.text(change, 'id');
    const priceId = field.text(change, 'price');
    const price = priceId
      ? (store.get('price', priceId) ?? raise(missing('price', priceId, 400)))
      : undefined;
    if (itemId && field.text(change, 'deleted') === 'true')
      next.items.data = next.items.data.filter((item) => item.id !== itemId);
    else if (itemId && price)
      next.items.data = next.items.data.map((item) =>
        item.id === itemId ? { ...item, price } : item,
      );
    else if (price)
      next.items.data.push({
        id: newId('si'),
        object: 'subscription_item',
        price,
        current_period_start: period.start,
        current_period_end: period.end,
      });
  }
  if (field.text(form, 'proration_behavior') === 'always_invoice') {
    const share = Math.max(0, period.end - nowSeconds()) / Math.max(1, period.end - period.start);
    const amount = Math.round(
      (licensedTotal(next.items.data) - licensedTotal(subscription.items.data)) * share,
    );
    if (amount > 0) {
      const card = chargeCard(store, subscription);
      if (!card || card.failsCharges)
        throw cardDeclined('Your card was declined.', 'generic_decline');
      next.latest_invoice = newInvoice(store, next, 0, 'subscription_update').id;
    }
  }
  return store.put(next);
}

/** Subscriptions, invoices' intents (read back by the server after the page confirmed). */
export function subscriptionRoutes(store: FakeStripeStore): FakeRoute[] {
  const subscription = (id: string) =>
    store.get('subscription', id) ?? raise(missing('subscription', id));
  return [
    {
      method: 'POST',
      pattern: '/v1/subscriptions',
      handler: ({ form }) => createSubscription(store, form),
    },
    retrieveRoute(store, 'subscription', '/v1/subscriptions'),
    {
      method: 'POST',
      pattern: '/v1/subscriptions/:id',
      handler: ({ params, form }) => updateSubscription(store, params.id ?? '', form),
    },
    {
      method: 'DELETE',
      pattern: '/v1/subscriptions/:id',
      handler: ({ params }) => {
        const found = subscription(params.id ?? '');
        if (found.status === 'canceled')
          throw invalid('This subscription has already been canceled.');
        return Object.assign(found, { status: 'canceled', canceled_at: nowSeconds() });
      },
    },
    retrieveRoute(store, 'payment_intent', '/v1/payment_intents'),
    retrieveRoute(store, 'setup_intent', '/v1/setup_intents'),
  ];
}
