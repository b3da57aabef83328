import { afterAll, describe, expect, it } from 'vitest';
import { settleScheduledChanges } from './settleScheduledChanges.ts';
import { createStripeClient } from './providers/stripe/stripeClient.ts';
import { createStripeProvider } from './providers/stripe/stripeProvider.ts';
import { createEstimateMeter } from './meterEstimates.ts';
import { createBillingProvider } from './registry.ts';
import { startFakeStripe } from '../../testing/fakeStripe.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Owner } from '../accounts/index.ts';
import { UnavailableError } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/app.ts';
import type { TestClient } from '../../testing/client.ts';
import { buildAnalysis, buildOwner } from '../../testing/factories.ts';
import { recordEstimate } from '../estimates/index.ts';
import {
  cancelNow,
  completeBody,
  createCheckout,
  me,
  subscriptionBody,
} from '../../testing/billingFlow.ts';

const fake = await startFakeStripe();
const app = useTestApp({ env: fake.env() });
afterAll(() => fake.close());

fake.addCoupon({ id: 'coupon_spring', name: 'Spring sale', percent_off: 25 });
fake.addPromotionCode('SPRING25', 'coupon_spring');

/** Subscribes through the API, the card confirmed as Stripe.js would. */
async function subscribeOnStripe(
  client: TestClient,
  owner: Owner,
  plan: 'essentials' | 'starter',
  card = '4242424242424242',
) {
  const checkout = await createCheckout(client, owner, plan);
  expect(fake.confirm(checkout.clientSecret, card).error).toBeNull();
  const completed = await client.post(
    '/api/complete-subscription',
    completeBody(owner, plan, checkout),
  );
  expect(completed.body).toEqual({ success: true });
  return checkout;
}

function deliver(event: { body: string; signature: string }, signature = event.signature) {
  return app.anonymous().post('/api/webhooks/stripe', undefined, {
    raw: event.body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

describe('billing on Stripe (against the local fake)', () => {
  it('gives the page the publishable key', async () => {
    expect((await app.anonymous().get('/api/billing/config')).body).toEqual({
      mode: 'stripe',
      publishableKey: 'pk_test_fake',
    });
  });

  it('subscribes with the invoice’s confirmation secret, creating the prices once by lookup key', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const checkout = await subscribeOnStripe(client, owner, 'starter');
    expect(checkout.type).toBe('payment');
    expect(checkout.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'active',
      plan: 'starter',
      hasHadActiveSubscription: true,
      stripeCustomerId: expect.stringMatching(/^cus_/),
      stripeSubscriptionId: expect.stringMatching(/^sub_/),
    });
    const create = fake.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/subscriptions',
    );
    expect(create?.form).toMatchObject({
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      metadata: { plan: 'starter', userId: owner.id },
    });
    const lookupKeys = fake.store.all('price').map((price) => price.lookup_key);
    expect(lookupKeys).toEqual(
      expect.arrayContaining(['yardstick_starter_monthly', 'yardstick_starter_estimate']),
    );
    const pricesBefore = fake.store.all('price').length;
    const second = await buildOwner();
    await createCheckout(app.as(second), second, 'starter');
    expect(fake.store.all('price')).toHaveLength(pricesBefore);
    expect((await client.get('/api/payment-method')).body).toEqual({
      paymentMethod: { card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 } },
    });
  });

  it('answers a declined card with Stripe’s sentence and leaves the owner unchanged', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const checkout = await createCheckout(client, owner, 'starter');
    const before = await me(client);
    expect(fake.confirm(checkout.clientSecret, '4000000000000002').error).toBe(
      'Your card was declined.',
    );
    const completed = await client.post(
      '/api/complete-subscription',
      completeBody(owner, 'starter', checkout),
    );
    expect(completed.body).toEqual({ success: false, error: 'Your card was declined.' });
    expect(await me(client)).toEqual(before);
  });

  it('applies a promotion code found by its code', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const valid = await client.post('/api/validate-coupon', {
      couponCode: 'SPRING25',
      plan: 'starter',
    });
    expect(valid.body).toMatchObject({
      coupon: { id: expect.stringMatching(/^promo_/), percent_off: 25, name: 'Spring sale' },
    });
    const couponId = (valid.body as { coupon: { id: string } }).coupon.id;
    const checkout = await createCheckout(client, owner, 'starter', couponId);
    const intent = fake.store.get(
      'payment_intent',
      checkout.clientSecret.split('_secret_')[0] ?? '',
    );
    expect(intent?.amount).toBe(3749);
    expect((await client.post('/api/validate-coupon', { couponCode: 'WINTER' })).body).toEqual({
      error: 'Invalid coupon code',
    });
  });

  it('saves a card for pay-as-you-go and reports each estimate as a meter event', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const checkout = await subscribeOnStripe(client, owner, 'essentials');
    expect(checkout.type).toBe('setup');
    const { stripeCustomerId, stripeSubscriptionId } = await me(client);
    expect(
      fake.store.get('subscription', stripeSubscriptionId ?? '')?.default_payment_method,
    ).toMatch(/^pm_/);

    const provider = createBillingProvider({ config: app.config, db: app.db, clock: systemClock });
    const analysis = await buildAnalysis(owner);
    await recordEstimate(app.db, owner.id, analysis.id, new Date(), {
      settle: settleScheduledChanges,
      meter: createEstimateMeter({ db: app.db, provider }),
    });
    const events = fake.store.meterEvents.filter(
      (event) => event.payload.stripe_customer_id === stripeCustomerId,
    );
    expect(events).toEqual([
      expect.objectContaining({
        event_name: 'yardstick_estimate',
        payload: { stripe_customer_id: stripeCustomerId, value: '1' },
      }),
    ]);
  });

  it('upgrades with always_invoice, downgrades from the next period, cancels at the period end or with DELETE, and refuses a failing card', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribeOnStripe(client, owner, 'starter');
    const upgraded = await client.post('/api/upgrade-subscription', {
      userId: owner.id,
      newPlan: 'pro',
    });
    expect(upgraded.body).toEqual({ success: true, plan: 'pro', subscriptionStatus: 'active' });
    const update = fake.requests.findLast(
      (request) => request.method === 'POST' && request.path.startsWith('/v1/subscriptions/'),
    );
    expect(update?.form).toMatchObject({
      proration_behavior: 'always_invoice',
      metadata: { plan: 'pro' },
    });

    const atPeriodEnd = await client.post('/api/cancel-subscription', { userId: owner.id });
    expect(atPeriodEnd.body).toMatchObject({ success: true, subscriptionStatus: 'active' });
    const { stripeSubscriptionId } = await me(client);
    expect(fake.store.get('subscription', stripeSubscriptionId ?? '')).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    await client.post('/api/resume-subscription', { userId: owner.id });
    expect(fake.store.get('subscription', stripeSubscriptionId ?? '')?.cancel_at_period_end).toBe(
      false,
    );

    const downgraded = await client.post('/api/upgrade-subscription', {
      userId: owner.id,
      newPlan: 'starter',
    });
    expect(downgraded.body).toMatchObject({ plan: 'pro', scheduled: { plan: 'starter' } });
    expect(fake.requests.findLast((request) => request.method === 'POST')?.form).toMatchObject({
      proration_behavior: 'none',
      metadata: { pending_plan: 'starter' },
    });
    expect(await me(client)).toMatchObject({ plan: 'pro', pendingPlan: 'starter' });

    await cancelNow(client, owner);
    expect(fake.store.get('subscription', stripeSubscriptionId ?? '')?.status).toBe('canceled');

    const other = await buildOwner();
    await subscribeOnStripe(app.as(other), other, 'starter', '4000000000000341');
    const declined = await app
      .as(other)
      .post('/api/upgrade-subscription', { userId: other.id, newPlan: 'elite' });
    expect(declined.body).toEqual({ error: 'Your card was declined.' });
    expect((await me(app.as(other))).plan).toBe('starter');
  });

  it('tells the owner to try later when Stripe refuses our key or a request', async () => {
    const wrongKey = createStripeProvider(
      createStripeClient({ secretKey: 'sk_test_wrong', apiBase: new URL(fake.url) }),
      'pk',
    );
    await expect(
      wrongKey.createCustomer({ ownerId: 'o', email: 'a@b.test', name: 'A' }),
    ).rejects.toBeInstanceOf(UnavailableError);
    const provider = createStripeProvider(
      createStripeClient({ secretKey: fake.secretKey, apiBase: new URL(fake.url) }),
      'pk',
    );
    await expect(
      provider.createSubscription({
        customerId: 'cus_missing',
        ownerId: 'o',
        plan: 'starter',
        discount: null,
      }),
    ).rejects.toThrow('The payment provider refused the request. Please try again later.');
    await expect(provider.getSubscription('sub_missing')).rejects.toBeInstanceOf(UnavailableError);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('applies a signed event once: a replay changes nothing', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribeOnStripe(client, owner, 'starter');
    const { stripeSubscriptionId } = await me(client);
    const subscriptionId = stripeSubscriptionId ?? '';
    fake.setSubscriptionStatus(subscriptionId, 'past_due');
    const event = fake.signedEvent('customer.subscription.updated', {
      id: subscriptionId,
      object: 'subscription',
    });
    const first = await deliver(event);
    expect(first.body).toEqual({ received: true, duplicate: false, handled: true });
    expect((await me(client)).subscriptionStatus).toBe('past_due');

    fake.setSubscriptionStatus(subscriptionId, 'active');
    const replay = await deliver(event);
    expect(replay.body).toEqual({ received: true, duplicate: true, handled: false });
    expect((await me(client)).subscriptionStatus).toBe('past_due');
  });

  it('refuses a forged or missing signature with 400', async () => {
    const event = fake.signedEvent('customer.subscription.deleted', { id: 'sub_x' });
    const forged = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    expect((await deliver(event, forged)).status).toBe(400);
    const unsigned = await app.anonymous().post('/api/webhooks/stripe', undefined, {
      raw: event.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toEqual({ error: 'Invalid Stripe signature.' });
  });

  it('activates on invoice.paid before the page completes, and ignores an abandoned subscription’s deletion', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const abandoned = await createCheckout(client, owner, 'pro');
    const checkout = await createCheckout(client, owner, 'starter');
    expect(fake.store.get('subscription', abandoned.subscriptionId ?? '')?.status).toBe('canceled');
    fake.confirm(checkout.clientSecret, '4242424242424242');
    const paid = fake.signedEvent('invoice.paid', {
      id: 'in_x',
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: checkout.subscriptionId },
      },
    });
    expect((await deliver(paid)).status).toBe(200);
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'active',
      plan: 'starter',
      hasHadActiveSubscription: true,
    });
    const completed = await client.post(
      '/api/complete-subscription',
      completeBody(owner, 'starter', checkout),
    );
    expect(completed.body).toEqual({ success: true });

    const deleted = fake.signedEvent('customer.subscription.deleted', {
      id: abandoned.subscriptionId,
    });
    expect((await deliver(deleted)).status).toBe(200);
    expect((await me(client)).subscriptionStatus).toBe('active');
    expect(
      (await app.as(owner).post('/api/create-subscription', subscriptionBody(owner, 'pro'))).status,
    ).toBe(409);
  });
});
