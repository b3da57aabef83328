import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/app.ts';
import { completeBody, createCheckout, me } from '../../../testing/billingFlow.ts';
import { buildOwner } from '../../../testing/factories.ts';
import { startFakeStripe } from '../../../testing/fakeStripe.ts';
import { mailOutboxRepository } from '../../notifications/index.ts';

const fake = await startFakeStripe();
const app = useTestApp({ env: fake.env() });
afterAll(() => fake.close());

function deliver(event: { body: string; signature: string }) {
  return app.anonymous().post('/api/webhooks/stripe', undefined, {
    raw: event.body,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
}

/** An owner subscribed to Starter on Stripe, and the customer and subscription ids. */
async function stripeOwner() {
  const owner = await buildOwner();
  const client = app.as(owner);
  const checkout = await createCheckout(client, owner, 'starter');
  fake.confirm(checkout.clientSecret, '4242424242424242');
  await client.post('/api/complete-subscription', completeBody(owner, 'starter', checkout));
  const user = await me(client);
  return {
    owner,
    customer: user.stripeCustomerId ?? '',
    subscription: checkout.subscriptionId ?? '',
  };
}

async function mailsOf(ownerId: string, kind: string) {
  const all = await mailOutboxRepository(app.db).listForOwner(ownerId, 100);
  return all.filter((mail) => mail.kind === kind);
}

const renewalInvoice = (customer: string, subscription: string, status: string) => ({
  id: `in_${subscription}_${status}`,
  object: 'invoice',
  number: 'YS-0042',
  customer,
  created: Date.parse('2026-12-29T15:00:00Z') / 1000,
  status,
  amount_due: 5424,
  amount_paid: status === 'paid' ? 5424 : 0,
  attempt_count: 1,
  billing_reason: 'subscription_cycle',
  status_transitions: {
    paid_at: status === 'paid' ? Date.parse('2026-12-29T15:00:00Z') / 1000 : null,
  },
  lines: {
    data: [
      { description: 'Starter plan, Dec 29 – Jan 29', amount: 4999 },
      { description: 'Overage: 17 estimates × $0.25', amount: 425 },
    ],
  },
  parent: { subscription_details: { subscription } },
});

describe('billing e-mails from Stripe events', () => {
  it('sends an itemised receipt for invoice.paid once, however often Stripe sends it', async () => {
    const { owner, customer, subscription } = await stripeOwner();
    const invoice = renewalInvoice(customer, subscription, 'paid');
    expect((await deliver(fake.signedEvent('invoice.paid', invoice, 'evt_paid_1'))).status).toBe(
      200,
    );
    // Replayed under the same event id, and sent again under a new one.
    await deliver(fake.signedEvent('invoice.paid', invoice, 'evt_paid_1'));
    await deliver(fake.signedEvent('invoice.paid', invoice, 'evt_paid_2'));
    const receipts = await mailsOf(owner.id, 'billing.receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe('Receipt for $54.24, Dec 29, 2026');
    expect(receipts[0]?.text).toContain('Starter plan, Dec 29 – Jan 29  $49.99');
    expect(receipts[0]?.text).toContain('Overage: 17 estimates × $0.25  $4.25');
    expect(receipts[0]?.text).toContain('Total paid  $54.24');
  });

  it('asks to update the card on invoice.payment_failed, once per invoice', async () => {
    const { owner, customer, subscription } = await stripeOwner();
    const invoice = renewalInvoice(customer, subscription, 'open');
    await deliver(fake.signedEvent('invoice.payment_failed', invoice));
    await deliver(fake.signedEvent('invoice.payment_failed', invoice));
    const failed = await mailsOf(owner.id, 'billing.payment_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.text).toContain('Your card was declined for the renewal of $54.24.');
    expect(failed[0]?.text).toMatch(
      /Update your card: http:\/\/localhost:\d+\/account\/payment-method/,
    );
  });

  it('warns three days before a trial ends, once', async () => {
    const { owner, subscription, customer } = await stripeOwner();
    const trialEnd = Date.parse('2026-12-02T15:00:00Z') / 1000;
    const object = { id: subscription, customer, trial_end: trialEnd };
    await deliver(fake.signedEvent('customer.subscription.trial_will_end', object));
    await deliver(fake.signedEvent('customer.subscription.trial_will_end', object));
    const warned = await mailsOf(owner.id, 'billing.trial_ending');
    expect(warned).toHaveLength(1);
    expect(warned[0]?.subject).toBe('Your trial ends on Dec 2, 2026');
  });

  it('acknowledges an invoice it cannot read as a receipt, and sends nothing for it', async () => {
    const { owner, subscription } = await stripeOwner();
    const unreadable = { id: 42, parent: { subscription_details: { subscription } } };
    const res = await deliver(fake.signedEvent('invoice.paid', unreadable));
    expect(res.status).toBe(200);
    expect(await mailsOf(owner.id, 'billing.receipt')).toHaveLength(0);
  });
});
