import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { testModeIntents } from '../../platform/db/schema/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner } from '../../testing/factories.ts';
import { cancelNow, me, subscribe } from '../../testing/billingFlow.ts';

const clock = fixedClock(new Date());
const app = useTestApp({ clock });

async function usageOf(client: ReturnType<typeof app.as>, ownerId: string) {
  return (await client.get(`/api/usage/${ownerId}`)).body as Record<string, unknown>;
}

async function prorationCharges(subscriptionId: string) {
  const rows = await app.db
    .select()
    .from(testModeIntents)
    .where(eq(testModeIntents.subscriptionId, subscriptionId));
  return rows.filter((row) => row.purpose === 'proration');
}

describe('plan changes and cancellation at the end of the paid period', () => {
  it('moves an Elite owner down to Pay-As-You-Go only when the period ends, charging nothing now', async () => {
    clock.set(new Date());
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribe(client, owner, 'elite');
    const { stripeSubscriptionId } = await me(client);

    const changed = await client.post('/api/upgrade-subscription', {
      userId: owner.id,
      newPlan: 'essentials',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ plan: 'elite', scheduled: { plan: 'essentials' } });
    expect(await me(client)).toMatchObject({ plan: 'elite', pendingPlan: 'essentials' });
    expect(await usageOf(client, owner.id)).toMatchObject({ estimateLimit: 1000 });
    expect(await prorationCharges(stripeSubscriptionId ?? '')).toEqual([]);

    clock.advanceDays(32);
    expect(await me(client)).toMatchObject({ plan: 'essentials', pendingPlan: null });
    expect(await usageOf(client, owner.id)).toMatchObject({ estimateLimit: -1 });
  });

  it('charges an upgrade the prorated difference at once and drops a scheduled downgrade', async () => {
    clock.set(new Date());
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribe(client, owner, 'pro');
    await client.post('/api/upgrade-subscription', { userId: owner.id, newPlan: 'starter' });
    const upgraded = await client.post('/api/upgrade-subscription', {
      userId: owner.id,
      newPlan: 'elite',
    });
    expect(upgraded.body).toEqual({ success: true, plan: 'elite', subscriptionStatus: 'active' });
    const { stripeSubscriptionId } = await me(client);
    const [charge] = await prorationCharges(stripeSubscriptionId ?? '');
    expect(charge?.amountCents).toBeGreaterThan(21_000); // 349.99 − 129.99, nearly a whole month
    expect(await me(client)).toMatchObject({ plan: 'elite', pendingPlan: null });
  });

  it('keeps a cancelled subscription to the end of the paid period, with resume until then', async () => {
    clock.set(new Date());
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribe(client, owner, 'starter');

    const canceled = await client.post('/api/cancel-subscription', { userId: owner.id });
    expect(canceled.body).toMatchObject({ success: true, subscriptionStatus: 'active' });
    const cancelAt = new Date(String((canceled.body as { cancelAt: string }).cancelAt));
    expect(cancelAt.getTime()).toBeGreaterThan(clock.now().getTime() + 27 * 86_400_000);
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'active', plan: 'starter' });
    expect((await client.get('/api/accepted-quotes')).status).toBe(200);

    expect((await client.post('/api/resume-subscription', { userId: owner.id })).body).toEqual({
      success: true,
    });
    expect((await me(client)).cancelAt).toBeNull();
    await client.post('/api/cancel-subscription', { userId: owner.id });

    clock.set(new Date(cancelAt.getTime() + 60_000));
    const after = await me(client);
    expect(after).toMatchObject({ subscriptionStatus: 'canceled', plan: 'none' });
    // The card stays on file and the account does not fall back to the old trial.
    expect((await client.get('/api/payment-method')).body).toMatchObject({
      paymentMethod: { card: { last4: '4242' } },
    });
    expect(await usageOf(client, owner.id)).toMatchObject({
      currentPlan: 'none',
      trialStatus: { isActive: false },
    });
    // Only new analyses wait for a plan (services and the storefront stay the owner's).
    const analyze = await client.post('/api/analyze-property', { address: '1 Main St' });
    expect(analyze.body).toEqual({
      error: 'Your subscription has ended. Choose a plan to keep using Yardstick.',
    });
    expect((await client.post('/api/resume-subscription', { userId: owner.id })).status).toBe(400);
  });

  it('ends a subscription at once only when asked to', async () => {
    clock.set(new Date());
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribe(client, owner, 'starter');
    await cancelNow(client, owner);
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'canceled', plan: 'none' });
    // The trial the owner had before subscribing does not come back.
    expect(await usageOf(client, owner.id)).toMatchObject({
      currentPlan: 'none',
      trialStatus: { isActive: false },
    });
  });
});
