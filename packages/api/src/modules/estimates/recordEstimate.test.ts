import { ESTIMATE_REFUSAL_MESSAGES } from '@yardstick/core/estimateAllowance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleScheduledChanges } from '../billing/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { estimateUsage } from '../../platform/db/schema/index.ts';
import { OwnerAccessError } from '../../platform/errors.ts';
import type { Owner } from '../accounts/index.ts';
import { holdTestDatabase, releaseTestDatabase } from '../../testing/database.ts';
import { buildAnalysis, buildOwner } from '../../testing/factories.ts';
import { getUsage } from './getUsage.ts';
import { assertEstimateAllowed, recordEstimate } from './recordEstimate.ts';

let db: Db;
beforeAll(async () => {
  db = (await holdTestDatabase()).db;
});
afterAll(releaseTestDatabase);

async function useEstimates(owner: Owner, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const analysis = await buildAnalysis(owner);
    await recordEstimate(db, owner.id, analysis.id, new Date(), { settle: settleScheduledChanges });
  }
}

describe('recordEstimate', () => {
  it('counts an analysis once, however often it is recorded', async () => {
    const owner = await buildOwner();
    const analysis = await buildAnalysis(owner);
    expect(
      await recordEstimate(db, owner.id, analysis.id, new Date(), {
        settle: settleScheduledChanges,
      }),
    ).toEqual({
      counted: true,
      billable: false,
    });
    expect(
      await recordEstimate(db, owner.id, analysis.id, new Date(), {
        settle: settleScheduledChanges,
      }),
    ).toEqual({
      counted: false,
      billable: false,
    });
    expect((await getUsage(db, owner.id, new Date(), settleScheduledChanges)).estimatesUsed).toBe(
      1,
    );
  });

  it("refuses a trial's 21st estimate with core's sentence", async () => {
    const owner = await buildOwner();
    await useEstimates(owner, 20);
    const refusal = new OwnerAccessError(ESTIMATE_REFUSAL_MESSAGES.trial_estimates_used);
    await expect(
      assertEstimateAllowed(db, owner.id, new Date(), settleScheduledChanges),
    ).rejects.toThrow(refusal);
    const analysis = await buildAnalysis(owner);
    await expect(
      recordEstimate(db, owner.id, analysis.id, new Date(), { settle: settleScheduledChanges }),
    ).rejects.toThrow(refusal);
    expect(
      (await getUsage(db, owner.id, new Date(), settleScheduledChanges)).estimatesRemaining,
    ).toBe(0);
  });

  it('refuses estimates after the trial ended and without any plan', async () => {
    const expired = await buildOwner({ trial: 'expired' });
    await expect(
      assertEstimateAllowed(db, expired.id, new Date(), settleScheduledChanges),
    ).rejects.toThrow(ESTIMATE_REFUSAL_MESSAGES.trial_expired);
    const planless = await buildOwner({ trial: 'none' });
    await expect(
      assertEstimateAllowed(db, planless.id, new Date(), settleScheduledChanges),
    ).rejects.toThrow(ESTIMATE_REFUSAL_MESSAGES.no_plan);
  });

  it('bills estimates beyond a paid plan’s included ones', async () => {
    const owner = await buildOwner({
      trial: 'none',
      subscriptionStatus: 'active',
      plan: 'starter',
    });
    await useEstimates(owner, 25);
    const analysis = await buildAnalysis(owner);
    expect(
      await recordEstimate(db, owner.id, analysis.id, new Date(), {
        settle: settleScheduledChanges,
      }),
    ).toEqual({
      counted: true,
      billable: true,
    });
    const owned = await db.select().from(estimateUsage).where(eq(estimateUsage.ownerId, owner.id));
    expect(owned.filter((row) => row.isBilled)).toHaveLength(1);
    expect(owned.every((row) => !row.isTrial)).toBe(true);
  });

  it('lets a super user estimate without limit', async () => {
    const owner = await buildOwner({ trial: 'none', isSuperUser: true });
    const analysis = await buildAnalysis(owner);
    await expect(
      assertEstimateAllowed(db, owner.id, new Date(), settleScheduledChanges),
    ).resolves.toBeUndefined();
    expect(
      (
        await recordEstimate(db, owner.id, analysis.id, new Date(), {
          settle: settleScheduledChanges,
        })
      ).counted,
    ).toBe(true);
  });
});
