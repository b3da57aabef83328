import { describe, expect, it } from 'vitest';
import { PAYMENT_RETRY_DAYS } from '@yardstick/core/paymentGrace';
import { systemClock } from '../../platform/clock.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner } from '../../testing/factories.ts';
import { me, subscribe } from '../../testing/billingFlow.ts';
import { useTestModeJobs } from '../../testing/testModeJobs.ts';
import { TEST_CLOCK_ONLY_IN_TESTS } from './messages.ts';

/** Pays the first month; every later charge is declined (test mode's 0341 card). */
const PAYS_FIRST_MONTH_ONLY = '4000 0000 0000 0341';

const app = useTestApp();
const jobs = useTestModeJobs(app, systemClock);

async function trialOf(client: ReturnType<typeof app.as>, ownerId: string) {
  const usage = await client.get(`/api/usage/${ownerId}`);
  expect(usage.status, usage.text).toBe(200);
  return (usage.body as { trialStatus: { isActive: boolean; daysRemaining: number } }).trialStatus;
}

describe('POST /api/test-clock/advance', () => {
  it("ends the signed-in owner's trial, and no one else's", async () => {
    const owner = await buildOwner();
    const other = await buildOwner();
    const client = app.as(owner);
    expect(await trialOf(client, owner.id)).toMatchObject({ isActive: true, daysRemaining: 14 });

    const moved = await client.post('/api/test-clock/advance', { days: 10 });
    expect(moved.status, moved.text).toBe(204);
    expect(await trialOf(client, owner.id)).toMatchObject({ isActive: true, daysRemaining: 4 });
    await client.post('/api/test-clock/advance', { days: 5 });
    expect(await trialOf(client, owner.id)).toMatchObject({ isActive: false });

    expect(await trialOf(app.as(other), other.id)).toMatchObject({
      isActive: true,
      daysRemaining: 14,
    });
  });

  it('brings the renewal due, and its retries, until a declining card lapses the plan', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribe(client, owner, 'starter', undefined, PAYS_FIRST_MONTH_ONLY);
    await jobs.runDueJobs();
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'active' });

    await client.post('/api/test-clock/advance', { days: 32 });
    await jobs.runDueJobs();
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'past_due' });

    await client.post('/api/test-clock/advance', { days: PAYMENT_RETRY_DAYS.at(-1) ?? 14 });
    await jobs.runDueJobs();
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'canceled' });
  });

  it('refuses a signed-out caller and a day count that is not a whole number from 1', async () => {
    expect((await app.anonymous().post('/api/test-clock/advance', { days: 1 })).status).toBe(401);
    const client = app.as(await buildOwner());
    expect((await client.post('/api/test-clock/advance', { days: 0 })).status).toBe(400);
    expect((await client.post('/api/test-clock/advance', { days: 1.5 })).status).toBe(400);
  });
});

for (const env of ['production', 'development'] as const) {
  describe(`POST /api/test-clock/advance with NODE_ENV=${env}`, () => {
    const other = useTestApp({ env: { NODE_ENV: env } });

    it('is refused with 404, even to a signed-in owner, and moves nothing', async () => {
      const owner = await buildOwner();
      const client = other.as(owner);
      const refused = await client.post('/api/test-clock/advance', { days: 15 });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ error: TEST_CLOCK_ONLY_IN_TESTS });
      const usage = await client.get(`/api/usage/${owner.id}`);
      expect(usage.body).toMatchObject({ trialStatus: { isActive: true, daysRemaining: 14 } });
    });
  });
}
