import {
  cardSetupResponseSchema,
  invoiceListResponseSchema,
  invoiceResponseSchema,
} from '@yardstick/core/schemas/paymentMethod';
import { PLANS } from '@yardstick/core/plans';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import type { TestClient } from '../../testing/client.ts';
import { buildOwner } from '../../testing/factories.ts';
import { DECLINED, me, subscribe } from '../../testing/billingFlow.ts';

const app = useTestApp();
const STARTER = PLANS.starter.basePrice;

/** The Update Payment Method form: a SetupIntent, the card form, then the new default. */
async function changeCard(client: TestClient, cardNumber: string, expiry = '1230') {
  const setup = await client.post('/api/payment-method/setup');
  expect(setup.status, setup.text).toBe(200);
  const { setupIntentId, clientSecret } = cardSetupResponseSchema.parse(setup.body);
  const confirmed = await client.post('/api/billing/test-mode/confirm', {
    clientSecret,
    cardNumber,
    expiry,
    cvc: '123',
  });
  return {
    setupIntentId,
    confirmed,
    finish: () => client.post('/api/payment-method', { setupIntentId }),
  };
}

async function subscribedOwner(plan: 'starter' | 'pro' = 'starter', card?: string) {
  const owner = await buildOwner();
  const client = app.as(owner);
  await subscribe(client, owner, plan);
  if (card) {
    const change = await changeCard(client, card);
    expect((await change.finish()).status).toBe(200);
  }
  return { owner, client };
}

describe('updating the payment method in test mode', () => {
  it('makes the new card the default: brand, last4 and an expiry typed 1230', async () => {
    const { client } = await subscribedOwner();
    const change = await changeCard(client, '5555 5555 5555 4444', '1230');
    expect(change.confirmed.status, change.confirmed.text).toBe(200);
    const finished = await change.finish();
    expect(finished.status, finished.text).toBe(200);
    expect(finished.body).toEqual({
      paymentMethod: { card: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2030 } },
      subscriptionStatus: 'active',
    });
    expect((await client.get('/api/payment-method')).body).toEqual({
      paymentMethod: { card: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2030 } },
    });
  });

  it('accepts 12/30 as well, and refuses an incomplete expiry with a clear sentence', async () => {
    const { client } = await subscribedOwner();
    const slashed = await changeCard(client, '4242424242424242', '12/30');
    expect(slashed.confirmed.status).toBe(200);
    const incomplete = await changeCard(client, '4242424242424242', '13');
    expect(incomplete.confirmed.status).toBe(400);
    expect(incomplete.confirmed.body).toEqual({
      error: "Your card's expiration date is incomplete.",
    });
  });

  it('keeps the old card when the new one is declined', async () => {
    const { client } = await subscribedOwner();
    const change = await changeCard(client, DECLINED);
    expect(change.confirmed.status).toBe(400);
    expect(change.confirmed.body).toEqual({ error: 'Your card was declined.' });
    const finished = await change.finish();
    expect(finished.status).toBe(400);
    expect(finished.body).toEqual({ error: 'Your card was declined.' });
    expect((await client.get('/api/payment-method')).body).toMatchObject({
      paymentMethod: { card: { brand: 'visa', last4: '4242' } },
    });
  });

  it("refuses another owner's card confirmation and an owner without a subscription", async () => {
    const { client: mine } = await subscribedOwner();
    const { client: theirs } = await subscribedOwner();
    const change = await changeCard(mine, '5555555555554444');
    const stolen = await theirs.post('/api/payment-method', {
      setupIntentId: change.setupIntentId,
    });
    expect(stolen.status).toBe(403);
    expect((await theirs.get('/api/payment-method')).body).toMatchObject({
      paymentMethod: { card: { last4: '4242' } },
    });

    const trial = app.as(await buildOwner());
    const refused = await trial.post('/api/payment-method/setup');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'There is no running subscription whose card could be changed. Choose a plan first.',
    });
  });

  it('answers bad input with 400 and a sentence, never 500', async () => {
    const { client } = await subscribedOwner();
    for (const body of [
      {},
      { setupIntentId: 42 },
      { setupIntentId: 'pi_123' },
      { setupIntentId: 'x'.repeat(500) },
    ]) {
      const res = await client.post('/api/payment-method', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({
        error: 'The card confirmation is missing or malformed. Please try again.',
      });
    }
    const unknown = await client.post('/api/payment-method', { setupIntentId: 'tm_seti_0000' });
    expect(unknown.status).toBe(404);
    expect((await app.anonymous().post('/api/payment-method/setup')).status).toBe(401);
  });

  it('brings a past-due owner back to active: the failed renewal is paid with the new card', async () => {
    const { client } = await subscribedOwner('starter', '4000 0000 0000 0341');
    const renewal = await client.post('/api/billing/test-mode/renew');
    expect(renewal.status, renewal.text).toBe(200);
    expect(renewal.body).toMatchObject({
      subscriptionStatus: 'past_due',
      invoice: { status: 'failed', amount: STARTER },
    });
    expect((await me(client)).subscriptionStatus).toBe('past_due');

    const failing = await changeCard(client, '4000000000000341');
    const stillOwed = await failing.finish();
    expect(stillOwed.status).toBe(400);
    expect(stillOwed.body).toEqual({ error: 'Your card was declined.' });
    expect((await me(client)).subscriptionStatus).toBe('past_due');

    const change = await changeCard(client, '4242424242424242', '0931');
    const finished = await change.finish();
    expect(finished.body).toEqual({
      paymentMethod: { card: { brand: 'visa', last4: '4242', expMonth: 9, expYear: 2031 } },
      subscriptionStatus: 'active',
    });
    expect((await me(client)).subscriptionStatus).toBe('active');
    const { invoices } = invoiceListResponseSchema.parse((await client.get('/api/invoices')).body);
    expect(invoices.map((invoice) => [invoice.status, invoice.amount])).toEqual([
      ['paid', STARTER],
      ['paid', STARTER],
    ]);
    expect(invoices[0]?.card).toMatchObject({ last4: '4242' });
  });
});

describe('invoices and payment history in test mode', () => {
  it('lists the first month, a plan change and a renewal, newest first, with their receipts', async () => {
    const { owner, client } = await subscribedOwner('starter');
    expect(
      (await client.post('/api/upgrade-subscription', { userId: owner.id, newPlan: 'pro' })).status,
    ).toBe(200);
    expect((await client.post('/api/billing/test-mode/renew')).status).toBe(200);

    const { invoices } = invoiceListResponseSchema.parse((await client.get('/api/invoices')).body);
    expect(invoices).toHaveLength(3);
    expect(invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid', 'paid']);
    expect(invoices[0]?.description).toMatch(/^Pro plan, /);
    expect(invoices[0]?.amount).toBe(PLANS.pro.basePrice);
    expect(invoices[1]?.amount).toBeGreaterThan(0);
    expect(invoices[1]?.amount).toBeLessThanOrEqual(PLANS.pro.basePrice - STARTER);
    expect(invoices[1]?.description).toBe('Change to Pro, rest of the period (prorated)');
    expect(invoices[2]).toMatchObject({
      description: 'Starter plan, first month',
      amount: STARTER,
      receiptUrl: null,
      card: { brand: 'visa', last4: '4242' },
    });

    const first = invoices[2];
    const receipt = await client.get(`/api/invoices/${first?.id ?? ''}`);
    expect(receipt.status).toBe(200);
    expect(invoiceResponseSchema.parse(receipt.body)).toEqual({
      invoice: first,
      billedTo: { companyName: owner.companyName, email: owner.email },
    });
  });

  it("keeps every owner's invoices to themselves", async () => {
    const { client: mine } = await subscribedOwner();
    const other = app.as(await buildOwner());
    const { invoices } = invoiceListResponseSchema.parse((await mine.get('/api/invoices')).body);
    const id = invoices[0]?.id ?? '';
    expect(id).not.toBe('');
    expect((await other.get('/api/invoices')).body).toEqual({ invoices: [] });
    const peek = await other.get(`/api/invoices/${id}`);
    expect(peek.status).toBe(404);
    expect(peek.body).toEqual({ error: 'Invoice not found' });
    expect((await mine.get('/api/invoices/bad%20id')).status).toBe(400);
    expect((await app.anonymous().get('/api/invoices')).status).toBe(401);
  });
});
