import {
  cardSetupResponseSchema,
  invoiceListResponseSchema,
} from '@yardstick/core/schemas/paymentMethod';
import { PLANS } from '@yardstick/core/plans';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import type { Owner } from '../accounts/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { completeBody, createCheckout, me } from '../../testing/billingFlow.ts';
import type { TestClient } from '../../testing/client.ts';
import { startFakeStripe } from '../../testing/fakeStripe.ts';
import { buildOwner } from '../../testing/factories.ts';

const fake = await startFakeStripe();
const app = useTestApp({ env: fake.env() });
afterAll(() => fake.close());

/** The fake spoken to as Stripe's own SDK speaks to Stripe. */
const stripe = new Stripe(fake.secretKey, {
  host: '127.0.0.1',
  port: Number(new URL(fake.url).port),
  protocol: 'http',
  maxNetworkRetries: 0,
});

async function subscribedOwner(card = '4242424242424242') {
  const owner = await buildOwner();
  const client = app.as(owner);
  const checkout = await createCheckout(client, owner, 'starter');
  expect(fake.confirm(checkout.clientSecret, card).error).toBeNull();
  const completed = await client.post(
    '/api/complete-subscription',
    completeBody(owner, 'starter', checkout),
  );
  expect(completed.body).toEqual({ success: true });
  return { owner, client };
}

async function setup(client: TestClient) {
  const res = await client.post('/api/payment-method/setup');
  expect(res.status, res.text).toBe(200);
  return cardSetupResponseSchema.parse(res.body);
}

function subscriptionOf(owner: Owner) {
  return me(app.as(owner)).then((user) => user.stripeSubscriptionId ?? '');
}

describe('the fake Stripe speaks SetupIntents', () => {
  it('creates, confirms with a test PaymentMethod, and declines as Stripe does', async () => {
    const customer = await stripe.customers.create({ email: 'pat@example.com' });
    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
    });
    expect(intent).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method' });
    expect(intent.client_secret).toMatch(/^seti_.+_secret_/);

    const declined = await stripe.setupIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    expect((await stripe.setupIntents.retrieve(intent.id)).last_setup_error).toMatchObject({
      message: 'Your card was declined.',
    });

    const confirmed = await stripe.setupIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
    });
    expect(confirmed.status).toBe('succeeded');
    const methodId = String(confirmed.payment_method);
    const method = await stripe.paymentMethods.retrieve(methodId);
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const updated = await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: methodId },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(methodId);
  });
});

describe('updating the payment method on Stripe', () => {
  it('makes the confirmed card the default of the customer and the subscription', async () => {
    const { owner, client } = await subscribedOwner();
    const { setupIntentId, clientSecret } = await setup(client);
    expect(clientSecret).toMatch(/^seti_.+_secret_/);
    expect(fake.confirm(clientSecret, '5555 5555 5555 4444').error).toBeNull();

    const finished = await client.post('/api/payment-method', { setupIntentId });
    expect(finished.status, finished.text).toBe(200);
    expect(finished.body).toEqual({
      paymentMethod: { card: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034 } },
      subscriptionStatus: 'active',
    });
    const subscription = await stripe.subscriptions.retrieve(await subscriptionOf(owner));
    const intent = await stripe.setupIntents.retrieve(setupIntentId);
    expect(subscription.default_payment_method).toBe(intent.payment_method);
    const customer = await stripe.customers.retrieve(String(subscription.customer));
    expect(customer).toMatchObject({
      invoice_settings: { default_payment_method: intent.payment_method },
    });
    expect((await client.get('/api/payment-method')).body).toMatchObject({
      paymentMethod: { card: { last4: '4444' } },
    });
  });

  it('answers a declined card with Stripe’s sentence and keeps the old card', async () => {
    const { client } = await subscribedOwner();
    const { setupIntentId, clientSecret } = await setup(client);
    expect(fake.confirm(clientSecret, '4000 0000 0000 9995').error).toBe(
      'Your card has insufficient funds.',
    );
    const finished = await client.post('/api/payment-method', { setupIntentId });
    expect(finished.status).toBe(400);
    expect(finished.body).toEqual({ error: 'Your card has insufficient funds.' });
    expect((await client.get('/api/payment-method')).body).toMatchObject({
      paymentMethod: { card: { last4: '4242' } },
    });
  });

  it("refuses another customer's SetupIntent and an unknown one", async () => {
    const { client: mine } = await subscribedOwner();
    const { client: theirs } = await subscribedOwner();
    const { setupIntentId, clientSecret } = await setup(mine);
    fake.confirm(clientSecret, '4242424242424242');
    expect((await theirs.post('/api/payment-method', { setupIntentId })).status).toBe(403);
    const unknown = await theirs.post('/api/payment-method', { setupIntentId: 'seti_nothing' });
    expect(unknown.status).toBe(404);
  });

  it('pays the open renewal of a past-due subscription with the new card, and lists invoices with receipts', async () => {
    const { owner, client } = await subscribedOwner('4000 0000 0000 0341');
    const subscriptionId = await subscriptionOf(owner);
    const renewal = fake.renew(subscriptionId);
    expect(renewal.status).toBe('open');
    const failed = fake.signedEvent(
      'customer.subscription.updated',
      await stripe.subscriptions.retrieve(subscriptionId),
    );
    await app.anonymous().post('/api/webhooks/stripe', undefined, {
      raw: failed.body,
      headers: { 'content-type': 'application/json', 'stripe-signature': failed.signature },
    });
    expect((await me(client)).subscriptionStatus).toBe('past_due');

    const before = invoiceListResponseSchema.parse((await client.get('/api/invoices')).body);
    expect(before.invoices.map((invoice) => invoice.status)).toEqual(['failed', 'paid']);

    const { setupIntentId, clientSecret } = await setup(client);
    fake.confirm(clientSecret, '4242424242424242');
    const finished = await client.post('/api/payment-method', { setupIntentId });
    expect(finished.body).toMatchObject({ subscriptionStatus: 'active' });
    expect((await me(client)).subscriptionStatus).toBe('active');

    const after = invoiceListResponseSchema.parse((await client.get('/api/invoices')).body);
    expect(after.invoices).toEqual([
      expect.objectContaining({
        id: renewal.id,
        number: renewal.number,
        status: 'paid',
        amount: PLANS.starter.basePrice,
        description: 'Subscription renewal',
        receiptUrl: renewal.hosted_invoice_url,
      }),
      expect.objectContaining({ status: 'paid', description: 'Subscription, first month' }),
    ]);
  });
});
