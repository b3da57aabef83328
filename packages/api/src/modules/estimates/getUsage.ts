import type { Usage } from '@yardstick/core/schemas/account';
import { usageForPeriod } from '@yardstick/core/estimateAllowance';
import type { Db } from '../../platform/db/database.ts';
import { ownerRepository } from '../accounts/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { currentUsagePeriod, type SettleOwner } from './usagePeriod.ts';

/** GET /api/usage: the plan, the estimates counted this period and what remains (core's rules). */
export async function getUsage(
  db: Db,
  ownerId: string,
  now: Date,
  settle: SettleOwner,
): Promise<Usage> {
  const owner = await ownerRepository(db).get(ownerId);
  if (!owner) throw new NotFoundError('User not found');
  const period = await currentUsagePeriod(db, owner, now, settle);
  return {
    ...usageForPeriod({
      plan: period.planId,
      estimatesUsed: period.estimatesUsed,
      // Subscribing ends the trial for good: a former subscriber is not shown one again.
      trialStartedAt: owner.hasHadActiveSubscription ? null : owner.trialStartedAt,
      now,
    }),
    periodStart: period.start.toISOString(),
    ...(period.end ? { periodEnd: period.end.toISOString() } : {}),
  };
}
