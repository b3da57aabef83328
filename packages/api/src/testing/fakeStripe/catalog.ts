import { field, type FormObject } from './form.ts';
import { invalid, missing, raise, retrieveRoute, type FakeRoute } from './http.ts';
import {
  newId,
  nowSeconds,
  type Customer,
  type FakeStripeStore,
  type Meter,
  type Price,
  type Product,
} from './store.ts';

function metadataOf(form: FormObject): Record<string, string> {
  const metadata = field.object(form, 'metadata');
  return Object.fromEntries(
    Object.entries(metadata).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
export { metadataOf };

function list<T>(url: string, data: T[]) {
  return { object: 'list', data, has_more: false, url };
}

/** Customers, products, prices, meters, meter events, coupons and promotion codes. */
export function catalogRoutes(store: FakeStripeStore): FakeRoute[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/customers',
      handler: ({ form }) =>
        store.put<Customer>({
          id: newId('cus'),
          object: 'customer',
          email: field.text(form, 'email') ?? null,
          name: field.text(form, 'name') ?? null,
          metadata: metadataOf(form),
          invoice_settings: { default_payment_method: null },
        }),
    },
    retrieveRoute(store, 'customer', '/v1/customers'),
    {
      method: 'POST',
      pattern: '/v1/products',
      handler: ({ form }) =>
        store.put<Product>({
          id: newId('prod'),
          object: 'product',
          name: field.text(form, 'name') ?? '',
          metadata: metadataOf(form),
        }),
    },
    {
      method: 'GET',
      pattern: '/v1/prices',
      handler: ({ form }) => {
        const keys = field.list(form, 'lookup_keys');
        return list(
          '/v1/prices',
          store
            .all('price')
            .filter((price) => price.active && keys.includes(price.lookup_key ?? '')),
        );
      },
    },
    { method: 'POST', pattern: '/v1/prices', handler: ({ form }) => createPrice(store, form) },
    {
      method: 'GET',
      pattern: '/v1/billing/meters',
      handler: () => list('/v1/billing/meters', store.all('billing.meter')),
    },
    {
      method: 'POST',
      pattern: '/v1/billing/meters',
      handler: ({ form }) =>
        store.put<Meter>({
          id: newId('mtr'),
          object: 'billing.meter',
          status: 'active',
          event_name:
            field.text(form, 'event_name') ?? raise(invalid('Missing required param: event_name.')),
          display_name: field.text(form, 'display_name') ?? '',
        }),
    },
    {
      method: 'POST',
      pattern: '/v1/billing/meter_events',
      handler: ({ form }) => recordMeterEvent(store, form),
    },
    retrieveRoute(store, 'coupon', '/v1/coupons'),
    {
      method: 'GET',
      pattern: '/v1/promotion_codes',
      handler: ({ form }) => {
        const code = field.text(form, 'code')?.toLowerCase();
        const active = field.text(form, 'active');
        const found = store
          .all('promotion_code')
          .filter(
            (promo) =>
              (code === undefined || promo.code.toLowerCase() === code) &&
              (active !== 'true' || promo.active),
          );
        return list('/v1/promotion_codes', found.slice(0, Number(field.text(form, 'limit') ?? 10)));
      },
    },
    retrieveRoute(store, 'promotion_code', '/v1/promotion_codes'),
  ];
}

function createPrice(store: FakeStripeStore, form: FormObject): Price {
  const lookupKey = field.text(form, 'lookup_key') ?? null;
  if (
    lookupKey &&
    store.all('price').some((price) => price.active && price.lookup_key === lookupKey)
  )
    throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, 'lookup_key');
  const product = field.text(form, 'product') ?? '';
  if (!store.objects.has(product)) throw missing('product', product, 400);
  const recurring = field.object(form, 'recurring');
  const usage = field.text(recurring, 'usage_type') === 'metered' ? 'metered' : 'licensed';
  const meter = field.text(recurring, 'meter') ?? null;
  if (usage === 'metered' && !meter)
    throw invalid('Metered prices must be attached to a meter.', 'recurring[meter]');
  return store.put<Price>({
    id: newId('price'),
    object: 'price',
    active: true,
    currency: field.text(form, 'currency') ?? 'usd',
    lookup_key: lookupKey,
    product,
    unit_amount: Number(field.text(form, 'unit_amount') ?? 0),
    recurring: { interval: field.text(recurring, 'interval') ?? 'month', usage_type: usage, meter },
    metadata: metadataOf(form),
  });
}

function recordMeterEvent(store: FakeStripeStore, form: FormObject) {
  const payload = field.object(form, 'payload');
  const customer = field.text(payload, 'stripe_customer_id') ?? '';
  if (!store.get('customer', customer)) throw missing('customer', customer, 400);
  const identifier = field.text(form, 'identifier') ?? newId('mev');
  // Stripe keeps identifiers unique: a repeat is the same event, not a second one.
  const existing = store.meterEvents.find((event) => event.identifier === identifier);
  if (existing) return existing;
  const event = {
    object: 'billing.meter_event' as const,
    event_name: field.text(form, 'event_name') ?? '',
    identifier,
    payload: { stripe_customer_id: customer, value: field.text(payload, 'value') ?? '1' },
    timestamp: Number(field.text(form, 'timestamp') ?? nowSeconds()),
    created: nowSeconds(),
  };
  store.meterEvents.push(event);
  return event;
}
