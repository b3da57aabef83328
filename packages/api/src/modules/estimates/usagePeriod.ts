import type { PlanId } from '@yardstick/core/enums';
import { billingPeriodOf } from '@yardstick/core/billingPeriod';
import { isTrialPlanId } from '@yardstick/core/plans';
import type { TrialStatus } from '@yardstick/core/schemas/account';
import type { Db } from '../../platform/db/database.ts';
import { currentPlanId, trialOf, type Owner } from '../accounts/index.ts';
import { usageRepository } from '../../platform/db/repositories/usage.ts';

/**
 * Applies the plan changes whose time has come (a cancellation or downgrade at the period's
 * end: billing's `settleScheduledChanges`, handed in by the app) and answers the owner as it
 * now is, so estimates are counted against the plan the owner has today.
 */
export type SettleOwner = (db: Db, owner: Owner, now: Date) => Promise<Owner>;

export interface UsagePeriod {
  planId: PlanId;
  /** Trial estimates count from the trial's start; paid ones from the billing period's. */
  start: Date;
  end: Date | null;
  isTrial: boolean;
  estimatesUsed: number;
  trial: TrialStatus | null;
}

/** The period an owner's estimates are counted in right now, with the count so far. */
export async function currentUsagePeriod(
  db: Db,
  found: Owner,
  now: Date,
  settle: SettleOwner,
): Promise<UsagePeriod> {
  const owner = await settle(db, found, now);
  const trial = await trialOf(db, owner, now);
  const planId = currentPlanId(owner, trial);
  const usage = usageRepository(db);

  if (isTrialPlanId(planId) && owner.trialStartedAt) {
    const estimatesUsed = await usage.countTrialEstimates(owner.id);
    return {
      planId,
      start: owner.trialStartedAt,
      end: owner.trialEndsAt,
      isTrial: true,
      estimatesUsed,
      trial,
    };
  }
  const { start, end } = billingPeriodOf(owner, now);
  const estimatesUsed = await usage.countSince(owner.id, start);
  return { planId, start, end, isTrial: false, estimatesUsed, trial };
}
