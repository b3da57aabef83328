import { hasAccess, needsTrialLookup } from '@yardstick/core/subscription';
import type { TrialStatus } from '@yardstick/core/schemas/account';
import { trialStatus } from '@yardstick/core/trial';
import type { Db } from '../platform/db/database.ts';
import { ownerRepository, type Owner } from '../platform/db/repositories/owners.ts';
import { usageRepository } from '../platform/db/repositories/usage.ts';
import { settleScheduledChanges } from '../billing/settleScheduledChanges.ts';

export interface AccountStatus {
  owner: Owner;
  /** Null when no trial was ever started. */
  trial: TrialStatus | null;
  /** SPEC §4.3: active subscription, super user or an active trial. */
  hasAccess: boolean;
}

/** Null when no trial was started, or once the owner subscribed (subscribing ends the trial). */
export async function trialOf(db: Db, owner: Owner, now: Date): Promise<TrialStatus | null> {
  if (!owner.trialStartedAt || owner.hasHadActiveSubscription) return null;
  const estimatesUsed = await usageRepository(db).countTrialEstimates(owner.id);
  return trialStatus({ startedAt: owner.trialStartedAt, estimatesUsed, now });
}

/** The owner with the access rule applied (core decides; the trial is only counted when it matters). */
export async function loadAccountStatus(
  db: Db,
  ownerId: string,
  now: Date,
): Promise<AccountStatus | undefined> {
  const found = await ownerRepository(db).get(ownerId);
  if (!found) return undefined;
  const owner = await settleScheduledChanges(db, found, now);
  const trial = needsTrialLookup(owner) ? await trialOf(db, owner, now) : null;
  return { owner, trial, hasAccess: hasAccess({ ...owner, trialActive: trial?.isActive }) };
}
