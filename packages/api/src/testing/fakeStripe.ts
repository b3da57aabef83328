import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';
import { catalogRoutes } from './fakeStripe/catalog.ts';
import { parseForm, type FormObject } from './fakeStripe/form.ts';
import { expand, FakeStripeError, matchRoute, type FakeRoute } from './fakeStripe/http.ts';
import {
  FakeStripeStore,
  newId,
  nowSeconds,
  type Coupon,
  type Invoice,
  type PaymentMethod,
  type PromotionCode,
} from './fakeStripe/store.ts';
import {
  confirmWithCard,
  renewSubscription,
  setupIntentRoutes,
} from './fakeStripe/setupIntents.ts';
import { subscriptionRoutes } from './fakeStripe/subscriptions.ts';

/**
 * A local fake of the Stripe API for tests (node http on 127.0.0.1): form-encoded requests,
 * Stripe's JSON shapes and error format (402 card_error, 400 invalid_request_error, 401 for a
 * bad key, 404 resource_missing), kept state, and signed webhook events. The stripe SDK talks
 * to it with `{ host: '127.0.0.1', port, protocol: 'http' }` (config STRIPE_API_BASE).
 */
export interface FakeStripe {
  readonly url: string;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  readonly store: FakeStripeStore;
  /** Every request, in order: method, path and the parsed form. */
  readonly requests: { method: string; path: string; form: FormObject }[];
  /** What Stripe.js's confirmPayment / confirmSetup do in the browser, with a test card number. */
  confirm(clientSecret: string, cardNumber: string): { error: string | null };
  addCoupon(coupon: Partial<Coupon> & { id: string }): Coupon;
  addPromotionCode(code: string, couponId: string, changes?: Partial<PromotionCode>): PromotionCode;
  setSubscriptionStatus(subscriptionId: string, status: string): void;
  /** The period's end as a test clock would reach it: a renewal invoice charged to the default card. */
  renew(subscriptionId: string): Invoice;
  /** A webhook delivery as Stripe signs it: the body and its Stripe-Signature header. */
  signedEvent(type: string, object: unknown, eventId?: string): { body: string; signature: string };
  env(): Record<string, string>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const store = new FakeStripeStore();
  const secretKey = `sk_test_fake_${newId('key')}`;
  const webhookSecret = `whsec_${newId('fake')}`;
  const requests: FakeStripe['requests'] = [];
  const routes: FakeRoute[] = [
    ...catalogRoutes(store),
    ...subscriptionRoutes(store),
    ...setupIntentRoutes(store),
  ];

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const form = parseForm(method === 'POST' ? await readBody(req) : url.search.slice(1));
      requests.push({ method, path: url.pathname, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
        res.end(JSON.stringify(body));
      };
      try {
        if (req.headers.authorization !== `Bearer ${secretKey}`)
          throw new FakeStripeError(
            401,
            'invalid_request_error',
            undefined,
            'Invalid API Key provided: sk_test_****',
          );
        const found = matchRoute(routes, method, url.pathname);
        if (!found)
          throw new FakeStripeError(
            404,
            'invalid_request_error',
            undefined,
            `Unrecognized request URL (${method}: ${url.pathname}).`,
          );
        const answer = found.route.handler({ params: found.params, form });
        const paths = Array.isArray(form.expand)
          ? form.expand.filter((p): p is string => typeof p === 'string')
          : [];
        send(200, expand(store, answer, paths));
      } catch (error) {
        if (error instanceof FakeStripeError) send(error.status, error.body());
        else send(500, { error: { type: 'api_error', message: String(error) } });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fakeStripe: no TCP port');
  const url = `http://127.0.0.1:${address.port}`;

  const confirm: FakeStripe['confirm'] = (clientSecret, cardNumber) => {
    const intent = [...store.all('payment_intent'), ...store.all('setup_intent')].find(
      (candidate) => candidate.client_secret === clientSecret,
    );
    if (!intent) throw new Error(`fakeStripe.confirm: no intent with secret ${clientSecret}`);
    let method: PaymentMethod;
    try {
      method = confirmWithCard(store, intent, cardNumber);
    } catch (error) {
      // A decline is the card's answer; anything else is a mistake in the test.
      if (error instanceof FakeStripeError && error.status === 402) return { error: error.message };
      throw error;
    }
    const invoice = intent.invoice ? store.get('invoice', intent.invoice) : undefined;
    if (invoice) {
      Object.assign(invoice, {
        status: 'paid',
        amount_paid: invoice.amount_due,
        status_transitions: { paid_at: nowSeconds() },
      });
      const subscription = store.get(
        'subscription',
        invoice.parent.subscription_details.subscription,
      );
      // save_default_payment_method=on_subscription: the paying card becomes the default.
      if (subscription)
        Object.assign(subscription, { status: 'active', default_payment_method: method.id });
    }
    return { error: null };
  };

  return {
    url,
    secretKey,
    publishableKey: 'pk_test_fake',
    webhookSecret,
    store,
    requests,
    confirm,
    addCoupon: (coupon) =>
      store.put<Coupon>({
        object: 'coupon',
        name: null,
        percent_off: null,
        amount_off: null,
        currency: coupon.amount_off ? 'usd' : null,
        duration: 'once',
        duration_in_months: null,
        valid: true,
        ...coupon,
      }),
    addPromotionCode: (code, couponId, changes = {}) =>
      store.put<PromotionCode>({
        id: newId('promo'),
        object: 'promotion_code',
        code,
        active: true,
        expires_at: null,
        max_redemptions: null,
        times_redeemed: 0,
        promotion: { type: 'coupon', coupon: couponId },
        ...changes,
      }),
    setSubscriptionStatus(subscriptionId, status) {
      const subscription = store.get('subscription', subscriptionId);
      if (!subscription) throw new Error(`fakeStripe: no subscription ${subscriptionId}`);
      subscription.status = status;
    },
    renew: (subscriptionId) => renewSubscription(store, subscriptionId),
    signedEvent(type, object, eventId = newId('evt')) {
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: nowSeconds(),
        type,
        livemode: false,
        pending_webhooks: 1,
        data: { object },
      });
      return {
        body,
        signature: Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: webhookSecret,
        }),
      };
    },
    env: () => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: url,
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
