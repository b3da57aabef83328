import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { useTestApp } from '../../testing/app.ts';
import { useTestModeJobs } from '../../testing/testModeJobs.ts';
import { me, subscribe } from '../../testing/billingFlow.ts';
import type { TestClient } from '../../testing/client.ts';
import { buildOwner } from '../../testing/factories.ts';
import type { Owner } from '../accounts/index.ts';
import { mailOutboxRepository } from '../notifications/index.ts';
import { testModeRepository } from './providers/testMode/testModeRepository.ts';

const clock = fixedClock(new Date('2026-11-29T15:00:00Z'));
const app = useTestApp({ clock });
const { runDueJobs } = useTestModeJobs(app, clock);

/** The owner's messages of one kind, oldest first, as the outbox holds them. */
async function mailsOf(owner: Owner, kind: string) {
  const all = await mailOutboxRepository(app.db).listForOwner(owner.id, 100);
  return all.filter((mail) => mail.kind === kind).reverse();
}

async function subscribedOwner(card?: string) {
  clock.set(new Date('2026-11-29T15:00:00Z'));
  const owner = await buildOwner();
  const client = app.as(owner);
  await subscribe(client, owner, 'starter', undefined, card);
  return { owner, client };
}

async function endPaidMonth(client: TestClient) {
  const { stripeSubscriptionId } = await me(client);
  const paid = await testModeRepository(app.db).getSubscription(stripeSubscriptionId ?? '');
  clock.set(paid?.currentPeriodEnd ?? new Date());
  await runDueJobs();
}

describe('billing e-mails in test mode', () => {
  it('sends a receipt for the first month, itemised, with a link to the receipt', async () => {
    const { owner } = await subscribedOwner();
    const [receipt, ...more] = await mailsOf(owner, 'billing.receipt');
    expect(more).toHaveLength(0);
    expect(receipt?.toAddress).toBe(owner.email);
    expect(receipt?.subject).toBe('Receipt for $49.99, Nov 29, 2026');
    expect(receipt?.text).toContain('Starter plan, first month  $49.99');
    expect(receipt?.text).toContain('Total paid  $49.99');
    expect(receipt?.text).toMatch(
      /View the receipt: http:\/\/localhost:\d+\/account\/receipts\/tm_pi_/,
    );
    expect(receipt?.html).toContain('<td style="padding:4px 0">Starter plan, first month</td>');
  });

  it('sends the renewal’s receipt once, however often the renewal job runs', async () => {
    const { owner, client } = await subscribedOwner();
    await endPaidMonth(client);
    await runDueJobs();
    const receipts = await mailsOf(owner, 'billing.receipt');
    expect(receipts).toHaveLength(2);
    // Dated when the period renewed, as Stripe dates a renewal's invoice: not the wall clock's day.
    expect(receipts[1]?.subject).toBe('Receipt for $49.99, Dec 29, 2026');
    expect(receipts[1]?.text).toContain('Starter plan, Dec 29, 2026 – Jan 29, 2027  $49.99');
  });

  it('tells the owner a renewal failed, until when everything works and where to update the card', async () => {
    const { owner, client } = await subscribedOwner('4000 0000 0000 0341');
    await endPaidMonth(client);
    expect((await me(client)).subscriptionStatus).toBe('past_due');
    await runDueJobs();
    const [failed, ...more] = await mailsOf(owner, 'billing.payment_failed');
    expect(more).toHaveLength(0);
    expect(failed?.subject).toBe('Payment failed, update your card');
    expect(failed?.text).toContain('Your card was declined for the renewal of $49.99.');
    // The grace runs 14 days from the failed renewal (Dec 29).
    expect(failed?.text).toContain('Everything keeps working until Jan 12, 2027');
    expect(failed?.text).toMatch(
      /Update your card: http:\/\/localhost:\d+\/account\/payment-method/,
    );
  });

  it('sends one “subscription has ended” when the retries run out', async () => {
    const { owner, client } = await subscribedOwner('4000 0000 0000 0341');
    await endPaidMonth(client);
    for (let day = 0; day < 16; day += 1) {
      clock.advanceDays(1);
      await runDueJobs();
    }
    expect((await me(client)).subscriptionStatus).toBe('canceled');
    const ended = await mailsOf(owner, 'billing.subscription_ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]?.text).toContain('Your subscription has ended.');
    expect(ended[0]?.text).toMatch(/Choose a plan: http:\/\/localhost:\d+\/subscription/);
  });

  it('sends the receipt of a retry that went through', async () => {
    const { owner, client } = await subscribedOwner('4000 0000 0000 0341');
    await endPaidMonth(client);
    const { stripeSubscriptionId } = await me(client);
    await testModeRepository(app.db).updateSubscription(stripeSubscriptionId ?? '', {
      cardLast4: '4242',
    });
    clock.advanceDays(1);
    await runDueJobs();
    expect((await me(client)).subscriptionStatus).toBe('active');
    const receipts = await mailsOf(owner, 'billing.receipt');
    expect(receipts).toHaveLength(2);
    // Dated the day the retry paid, by the owner's clock: not the wall clock's day.
    expect(receipts[1]?.subject).toBe('Receipt for $49.99, Dec 30, 2026');
    expect(receipts[1]?.text).toContain('Starter plan, Dec 29, 2026 – Jan 29, 2027  $49.99');
  });

  it('confirms a cancellation at the period’s end once, and says when access ends', async () => {
    const { owner, client } = await subscribedOwner();
    const body = { userId: owner.id };
    expect((await client.post('/api/cancel-subscription', body)).status).toBe(200);
    expect((await client.post('/api/resume-subscription', body)).status).toBe(200);
    expect((await client.post('/api/cancel-subscription', body)).status).toBe(200);
    const [scheduled, ...more] = await mailsOf(owner, 'billing.cancellation_scheduled');
    expect(more).toHaveLength(0);
    expect(scheduled?.subject).toBe('Your subscription ends on Dec 29, 2026');
    expect(scheduled?.text).toMatch(
      /Resume your subscription: http:\/\/localhost:\d+\/subscription/,
    );
  });

  it('ends a subscription cancelled at the period’s end when the end comes, and says so once', async () => {
    const { owner, client } = await subscribedOwner();
    expect((await client.post('/api/cancel-subscription', { userId: owner.id })).status).toBe(200);
    await endPaidMonth(client);
    await runDueJobs();
    expect((await me(client)).subscriptionStatus).toBe('canceled');
    const ended = await mailsOf(owner, 'billing.subscription_ended');
    expect(ended).toHaveLength(1);
    // No renewal was charged for a period the owner had cancelled.
    expect(await mailsOf(owner, 'billing.receipt')).toHaveLength(1);
  });

  it('tells the owner the subscription has ended when it is cancelled at once', async () => {
    const { owner, client } = await subscribedOwner();
    const cancelled = await client.post('/api/cancel-subscription', {
      userId: owner.id,
      immediately: true,
    });
    expect(cancelled.status).toBe(200);
    expect(await mailsOf(owner, 'billing.subscription_ended')).toHaveLength(1);
  });
});
