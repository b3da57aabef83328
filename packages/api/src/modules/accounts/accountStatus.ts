import { inPaymentGrace } from '@yardstick/core/paymentGrace';
import { hasAccess, needsTrialLookup } from '@yardstick/core/subscription';
import type { TrialStatus } from '@yardstick/core/schemas/account';
import { trialStatus } from '@yardstick/core/trial';
import type { Db } from '../../platform/db/database.ts';
import { ownerRepository, type Owner } from './ownerRepository.ts';
import { usageRepository } from '../../platform/db/repositories/usage.ts';

export interface AccountStatus {
  owner: Owner;
  /** Null when no trial was ever started. */
  trial: TrialStatus | null;
  /** SPEC §4.3: active subscription, super user, an active trial or a failed renewal's grace. */
  hasAccess: boolean;
}

/** Null when no trial was started, or once the owner subscribed (subscribing ends the trial). */
export async function trialOf(db: Db, owner: Owner, now: Date): Promise<TrialStatus | null> {
  if (!owner.trialStartedAt || owner.hasHadActiveSubscription) return null;
  const estimatesUsed = await usageRepository(db).countTrialEstimates(owner.id);
  return trialStatus({ startedAt: owner.trialStartedAt, estimatesUsed, now });
}

/**
 * Billing's settled owner: a cancellation or plan change whose time has come is applied first,
 * so access is decided on the subscription as it stands now.
 */
export type SettleOwner = (db: Db, owner: Owner, now: Date) => Promise<Owner>;

/** The owner with the access rule applied, or undefined when there is no such owner. */
export type LoadAccountStatus = (
  db: Db,
  ownerId: string,
  now: Date,
) => Promise<AccountStatus | undefined>;

/** Loads account status from the owner as `settle` leaves it (core decides; the trial is only counted when it matters). */
export function accountStatusLoader(settle: SettleOwner): LoadAccountStatus {
  return async (db, ownerId, now) => {
    const found = await ownerRepository(db).get(ownerId);
    if (!found) return undefined;
    const owner = await settle(db, found, now);
    const trial = needsTrialLookup(owner) ? await trialOf(db, owner, now) : null;
    const access = {
      ...owner,
      trialActive: trial?.isActive,
      inPaymentGrace: inPaymentGrace(owner, now),
    };
    return { owner, trial, hasAccess: hasAccess(access) };
  };
}
