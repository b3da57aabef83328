import {
  ESTIMATE_REFUSAL_MESSAGES,
  estimateAllowance,
  type EstimateAllowance,
} from '@yardstick/core/estimateAllowance';
import type { Db } from '../../platform/db/database.ts';
import { ownerRepository, type Owner } from '../accounts/index.ts';
import { usageRepository } from '../../platform/db/repositories/usage.ts';
import { NotFoundError, OwnerAccessError } from '../../platform/errors.ts';
import { currentUsagePeriod, type SettleOwner, type UsagePeriod } from './usagePeriod.ts';

async function allowanceFor(
  db: Db,
  owner: Owner,
  now: Date,
  settle: SettleOwner,
): Promise<{ period: UsagePeriod; allowance: EstimateAllowance }> {
  const period = await currentUsagePeriod(db, owner, now, settle);
  const allowance = estimateAllowance({
    plan: period.planId,
    estimatesUsed: period.estimatesUsed,
    trialStartedAt: owner.trialStartedAt,
    now,
  });
  return { period, allowance };
}

function refuseUnlessAllowed(allowance: EstimateAllowance): void {
  if (!allowance.allowed)
    throw new OwnerAccessError(ESTIMATE_REFUSAL_MESSAGES[allowance.refusal ?? 'no_plan']);
}

/**
 * Checks, before the costly analysis runs, that one more estimate is allowed: a trial with
 * no estimates or days left is refused with core's sentence (DESIGN §6).
 */
export async function assertEstimateAllowed(
  db: Db,
  ownerId: string,
  now: Date,
  settle: SettleOwner,
): Promise<void> {
  const owner = await ownerRepository(db).get(ownerId);
  if (!owner) throw new NotFoundError('User not found');
  refuseUnlessAllowed((await allowanceFor(db, owner, now, settle)).allowance);
}

/**
 * Reports billed estimates to the payment provider (billing/meterEstimates.ts). It never
 * throws: an estimate it could not report stays pending and is sent with the next one.
 */
export interface EstimateMeter {
  reportPending(ownerId: string): Promise<unknown>;
}

export interface RecordedEstimate {
  /** False when this analysis had already been counted. */
  counted: boolean;
  /** True when it is billed per estimate (pay-as-you-go or overage). */
  billable: boolean;
}

/**
 * Counts one estimate (a successful analysis) against the owner's current period. The owner
 * row is locked for the count, so two analyses finishing together cannot both take the
 * trial's last estimate. Counting the same analysis twice changes nothing. A billed estimate
 * (pay-as-you-go, or beyond the plan's included ones) is then reported to the `meter`, once
 * the count is committed: the analysis route passes the app's (billing/registry.ts).
 */
export async function recordEstimate(
  db: Db,
  ownerId: string,
  analysisId: string,
  now: Date,
  { settle, meter }: { settle: SettleOwner; meter?: EstimateMeter },
): Promise<RecordedEstimate> {
  const recorded = await db.transaction((tx) =>
    countEstimate(tx, ownerId, analysisId, now, settle),
  );
  if (recorded.billable && meter) await meter.reportPending(ownerId);
  return recorded;
}

/**
 * The counting part of recordEstimate, inside the caller's transaction (`tx`), so storing an
 * analysis and counting it commit together or not at all. Throws the refusal when no
 * estimate is left; the caller reports a billable estimate to the meter after the commit.
 */
export async function countEstimate(
  tx: Db,
  ownerId: string,
  analysisId: string,
  now: Date,
  settle: SettleOwner,
): Promise<RecordedEstimate> {
  const owner = await ownerRepository(tx).getForUpdate(ownerId);
  if (!owner) throw new NotFoundError('User not found');
  const usage = usageRepository(tx);
  if (await usage.isCounted(ownerId, analysisId)) return { counted: false, billable: false };
  const { period, allowance } = await allowanceFor(tx, owner, now, settle);
  refuseUnlessAllowed(allowance);
  const counted = await usage.record(ownerId, {
    propertyAnalysisId: analysisId,
    periodStart: period.start,
    isTrial: period.isTrial,
    isBilled: allowance.billable,
  });
  return { counted, billable: counted && allowance.billable };
}
