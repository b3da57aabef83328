import type { PaidPlanId } from '@yardstick/core/enums';
import { invoiceListResponseSchema } from '@yardstick/core/schemas/paymentMethod';
import { PLANS } from '@yardstick/core/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../platform/clock.ts';
import { startJobRunner, type JobRunner } from '../../../../platform/jobs/jobRunner.ts';
import { createLogger } from '../../../../platform/logger.ts';
import { useTestApp } from '../../../../testing/app.ts';
import {
  completeBody,
  confirmCard,
  createCheckout,
  me,
  subscribe,
} from '../../../../testing/billingFlow.ts';
import type { TestClient } from '../../../../testing/client.ts';
import { buildOwner } from '../../../../testing/factories.ts';
import { testModeRenewalQueue } from './testModeRenewalQueue.ts';
import { testModeRepository } from './testModeRepository.ts';

const clock = fixedClock(new Date());
const app = useTestApp({ clock });
let runner: JobRunner;
/** A second server's runner on the same database. */
let otherServer: JobRunner;

// The tests run the queue with runOnce(); the timer stays out of their way.
const startRunner = () =>
  startJobRunner({
    queues: [
      testModeRenewalQueue({
        db: app.db,
        logger: createLogger('silent'),
        publicUrl: app.config.publicUrl,
      }),
    ],
    clock,
    logger: createLogger('silent'),
    intervalMs: 3_600_000,
  });

beforeAll(() => {
  runner = startRunner();
  otherServer = startRunner();
});
afterAll(async () => {
  await runner.stop();
  await otherServer.stop();
});

const DAY_MS = 86_400_000;

async function invoicesOf(client: TestClient) {
  return invoiceListResponseSchema.parse((await client.get('/api/invoices')).body).invoices;
}

/** A checkout paid with `card`: a card that fails later charges still pays the first month. */
async function subscribeWithCard(plan: PaidPlanId, card: string) {
  const owner = await buildOwner();
  const client = app.as(owner);
  const checkout = await createCheckout(client, owner, plan);
  expect((await confirmCard(client, checkout.clientSecret, card)).status).toBe(200);
  const completed = await client.post(
    '/api/complete-subscription',
    completeBody(owner, plan, checkout),
  );
  expect(completed.body).toEqual({ success: true });
  return { owner, client };
}

/** The owner's subscription as the test-mode processor holds it. */
async function subscriptionOf(client: TestClient) {
  const { stripeSubscriptionId } = await me(client);
  const subscription = await testModeRepository(app.db).getSubscription(stripeSubscriptionId ?? '');
  if (!subscription) throw new Error('The owner has no test-mode subscription');
  return subscription;
}

/** Renewals due now, run to the end, as the server's job runner does on its own. */
async function runDueRenewals() {
  let ran = 0;
  for (let pass = await runner.runOnce(); pass > 0; pass = await runner.runOnce()) ran += pass;
  return ran;
}

/**
 * Both servers' runners pass over the due renewals side by side until none is left. Other test
 * files on this database leave subscriptions due at the same time, so one pass each may not
 * reach this test's owner.
 */
async function runDueRenewalsOnBoth() {
  let ran = 0;
  for (;;) {
    const [mine, theirs] = await Promise.all([runner.runOnce(), otherServer.runOnce()]);
    if (mine + theirs === 0) return ran;
    ran += mine + theirs;
  }
}

describe('test-mode renewals at the end of the period', () => {
  it('charges the next month when the period ends, once, into the billing history', async () => {
    clock.set(new Date());
    await runDueRenewals();
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribe(client, owner, 'pro');
    const periodEnd = (await subscriptionOf(client)).currentPeriodEnd ?? new Date(NaN);

    clock.set(new Date(periodEnd.getTime() - 60_000));
    await runDueRenewals();
    expect(await invoicesOf(client)).toHaveLength(1);

    clock.set(new Date(periodEnd.getTime() + 60_000));
    // Two servers claiming the same renewals at once charge each once.
    expect(await runDueRenewalsOnBoth()).toBeGreaterThanOrEqual(1);
    const invoices = await invoicesOf(client);
    expect(invoices.map((invoice) => [invoice.status, invoice.amount])).toEqual([
      ['paid', PLANS.pro.basePrice],
      ['paid', PLANS.pro.basePrice],
    ]);
    expect(invoices[0]?.description).toMatch(/^Pro plan, /);
    expect((await me(client)).subscriptionStatus).toBe('active');
    // The new period follows on from the one that ended.
    const renewed = await subscriptionOf(client);
    expect(renewed.currentPeriodStart).toEqual(periodEnd);
    expect(renewed.currentPeriodEnd?.getTime()).toBeGreaterThan(periodEnd.getTime() + 27 * DAY_MS);

    // Another pass in the same period charges nothing more.
    await runDueRenewals();
    expect(await invoicesOf(client)).toHaveLength(2);
  });

  it('makes the owner past due when the saved card declines the renewal', async () => {
    clock.set(new Date());
    const { client } = await subscribeWithCard('starter', '4000 0000 0000 0341');
    expect((await me(client)).subscriptionStatus).toBe('active');

    clock.advanceDays(32);
    await runDueRenewals();
    expect((await me(client)).subscriptionStatus).toBe('past_due');
    const invoices = await invoicesOf(client);
    expect(invoices.map((invoice) => [invoice.status, invoice.amount])).toEqual([
      ['failed', PLANS.starter.basePrice],
      ['paid', PLANS.starter.basePrice],
    ]);
  });

  it('moves a scheduled downgrade in at the renewal and charges the new plan', async () => {
    clock.set(new Date());
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribe(client, owner, 'elite');
    const changed = await client.post('/api/upgrade-subscription', {
      userId: owner.id,
      newPlan: 'pro',
    });
    expect(changed.status, changed.text).toBe(200);

    clock.advanceDays(32);
    await runDueRenewals();
    expect(await me(client)).toMatchObject({ plan: 'pro', pendingPlan: null });
    const [renewal] = await invoicesOf(client);
    expect(renewal).toMatchObject({ status: 'paid', amount: PLANS.pro.basePrice });
  });

  it('charges nothing for a subscription set to end at the period end', async () => {
    clock.set(new Date());
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribe(client, owner, 'starter');
    expect((await client.post('/api/cancel-subscription', { userId: owner.id })).status).toBe(200);

    clock.advanceDays(32);
    await runDueRenewals();
    expect(await invoicesOf(client)).toHaveLength(1);
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'canceled', plan: 'none' });
  });
});
