import { usageSchema } from '@yardstick/core/schemas/account';
import { describe, expect, it } from 'vitest';
import { settleScheduledChanges } from './settleScheduledChanges.ts';
import { ownerRepository, type Owner } from '../accounts/index.ts';
import { subscribe } from '../../testing/billingFlow.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildAnalysis, buildOwner } from '../../testing/factories.ts';
import { recordEstimate } from '../estimates/index.ts';
import { systemClock } from '../../platform/clock.ts';
import { createEstimateMeter } from './meterEstimates.ts';
import { createBillingProvider } from './registry.ts';
import { meterEventRepository } from './meterEventRepository.ts';

const app = useTestApp();

function meter() {
  const provider = createBillingProvider({ config: app.config, db: app.db, clock: systemClock });
  return createEstimateMeter({ db: app.db, provider });
}

async function estimate(owner: Owner, count: number) {
  const results = [];
  for (let i = 0; i < count; i += 1) {
    const analysis = await buildAnalysis(owner);
    results.push(
      await recordEstimate(app.db, owner.id, analysis.id, new Date(), {
        settle: settleScheduledChanges,
        meter: meter(),
      }),
    );
  }
  return results;
}

async function usageOf(owner: Owner) {
  return usageSchema.parse((await app.as(owner).get(`/api/usage/${owner.id}`)).body);
}

describe('metering estimates', () => {
  it('bills every pay-as-you-go estimate and records each as a test-mode usage record', async () => {
    const owner = await buildOwner();
    await subscribe(app.as(owner), owner, 'essentials');
    const results = await estimate(owner, 3);
    expect(results.every((result) => result.billable)).toBe(true);
    const events = await meterEventRepository(app.db).listForOwner(owner.id);
    expect(events).toHaveLength(3);
    expect(events.every((event) => event.provider === 'test' && event.amountCents === 499)).toBe(
      true,
    );
    expect(await usageOf(owner)).toMatchObject({
      currentPlan: 'essentials',
      estimatesUsed: 3,
      overageEstimates: 3,
      estimateLimit: -1,
    });
  });

  it("bills a starter plan's 26th estimate as overage, and none before it", async () => {
    const owner = await buildOwner();
    await subscribe(app.as(owner), owner, 'starter');
    const included = await estimate(owner, 25);
    expect(included.some((result) => result.billable)).toBe(false);
    const [overage] = await estimate(owner, 1);
    expect(overage).toEqual({ counted: true, billable: true });
    const events = await meterEventRepository(app.db).listForOwner(owner.id);
    expect(events.map((event) => event.amountCents)).toEqual([125]);
    const usage = await usageOf(owner);
    expect(usage).toMatchObject({ estimatesUsed: 26, estimatesRemaining: 0, overageEstimates: 1 });
    // Counted in the subscription's billing period, not the calendar month.
    const row = await ownerRepository(app.db).get(owner.id);
    expect(usage.periodStart).toBe(row?.currentPeriodStart?.toISOString());
    expect(usage.periodEnd).toBe(row?.currentPeriodEnd?.toISOString());
  });

  it('keeps a billed estimate pending until the owner has a payment customer, then reports it', async () => {
    const owner = await buildOwner({
      trial: 'none',
      subscriptionStatus: 'active',
      plan: 'essentials',
    });
    await estimate(owner, 1);
    expect(await meterEventRepository(app.db).listPending(owner.id)).toHaveLength(1);
    expect((await meter().reportPending(owner.id)).pending).toBe(1);
  });
});
