import { invoiceListResponseSchema } from '@yardstick/core/schemas/paymentMethod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner } from '../../testing/factories.ts';
import {
  confirmCard,
  createCheckout,
  DECLINED,
  me,
  subscriptionBody,
} from '../../testing/billingFlow.ts';

const app = useTestApp();

describe('POST /api/create-subscription after a first payment went through', () => {
  it('finishes the paid subscription instead of charging a second first month', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const first = await createCheckout(client, owner, 'pro');
    expect((await confirmCard(client, first.clientSecret, '4242424242424242')).status).toBe(200);
    // complete-subscription never arrived; the owner goes back and pays again.
    const again = await client.post('/api/create-subscription', subscriptionBody(owner, 'pro'));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error:
        'User already has an active subscription: your first payment had already gone through, so your card was not charged again.',
    });
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'active',
      plan: 'pro',
      stripeSubscriptionId: first.subscriptionId,
    });
    const invoices = invoiceListResponseSchema.parse(
      (await client.get('/api/invoices')).body,
    ).invoices;
    expect(invoices.filter((invoice) => invoice.status === 'paid')).toHaveLength(1);
  });

  it('starts afresh when the first card was declined (nothing was charged)', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const first = await createCheckout(client, owner, 'pro');
    await confirmCard(client, first.clientSecret, DECLINED);
    const second = await createCheckout(client, owner, 'starter');
    expect(second.subscriptionId).not.toBe(first.subscriptionId);
    expect((await me(client)).subscriptionStatus).toBe('none');
  });
});
