import type { PaidPlanId } from '@yardstick/core/enums';
import { TRIAL } from '@yardstick/core/plans';
import { trialEndsAt } from '@yardstick/core/trial';
import type { Db } from '../../platform/db/database.ts';
import { ownerRepository } from './ownerRepository.ts';
import { NotFoundError } from '../../platform/errors.ts';

/**
 * Starts the free trial (14 days, 20 estimates; core's figures). Idempotent: an owner whose
 * trial already started, or who has had a paid subscription, is left as they are.
 */
export async function startTrial(
  db: Db,
  ownerId: string,
  now: Date,
  plan?: PaidPlanId,
): Promise<void> {
  const owners = ownerRepository(db);
  const owner = await owners.get(ownerId);
  if (!owner) throw new NotFoundError('User not found');
  if (owner.trialStartedAt || owner.hasHadActiveSubscription) return;
  await owners.startTrial(ownerId, {
    startedAt: now,
    endsAt: trialEndsAt(now),
    estimates: TRIAL.estimates,
    plan: plan ?? null,
  });
}
