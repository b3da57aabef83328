import { PAYMENT_FAILED_MESSAGE } from '@yardstick/core/paymentGrace';
import type { RequestHandler } from 'express';
import type { LoadAccountStatus } from './accountStatus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Owner } from './ownerRepository.ts';
import { OwnerAccessError, UnauthorizedError } from '../../platform/errors.ts';
import { SIGN_IN_MESSAGE } from '../../platform/auth/caller.ts';
import { authOf } from '../../platform/http/authenticate.ts';

export const TRIAL_ENDED_MESSAGE = 'Your trial has ended. Choose a plan to keep using Yardstick.';
export const SUBSCRIPTION_ENDED_MESSAGE =
  'Your subscription has ended. Choose a plan to keep using Yardstick.';
/** A renewal still unpaid when its grace ran out (Stripe had not cancelled it yet). */
export const PAYMENT_FAILED_ACCESS_MESSAGE = `${PAYMENT_FAILED_MESSAGE} Your grace period is over: save a new card to pay what is owed and keep using Yardstick.`;
export const NO_PLAN_MESSAGE =
  'Start your free trial or choose a plan to use this part of Yardstick.';

/** Why there is no access, in the owner's own terms (a former subscriber's trial is long gone). */
function noAccessMessage(owner: Owner): string {
  if (owner.subscriptionStatus === 'past_due') return PAYMENT_FAILED_ACCESS_MESSAGE;
  if (owner.hasHadActiveSubscription) return SUBSCRIPTION_ENDED_MESSAGE;
  return owner.trialStartedAt ? TRIAL_ENDED_MESSAGE : NO_PLAN_MESSAGE;
}

/**
 * Services, accepted quotes, storefronts and analysis need an active subscription, the
 * super-user flag or an active trial (SPEC §4.3, core's rule). The UI hides them too,
 * but the API is what enforces it. Homeowners' calls (a widget key, a storefront) are
 * checked from memory: they are the many, and their refusal names no reason anyway.
 */
export function createRequireAccess(
  db: Db,
  clock: Clock,
  publicReads: { owner(ownerId: string): Promise<{ hasAccess: boolean } | undefined> },
  loadAccountStatus: LoadAccountStatus,
): RequestHandler {
  return async (req, _res, next) => {
    const auth = authOf(req);
    if (auth.kind !== 'session') {
      const owner = await publicReads.owner(auth.ownerId);
      if (!owner) throw new UnauthorizedError(SIGN_IN_MESSAGE);
      if (!owner.hasAccess) throw new OwnerAccessError(NO_PLAN_MESSAGE);
      next();
      return;
    }
    const status = await loadAccountStatus(db, auth.ownerId, clock.now());
    if (!status) throw new UnauthorizedError(SIGN_IN_MESSAGE);
    if (!status.hasAccess) throw new OwnerAccessError(noAccessMessage(status.owner));
    next();
  };
}
