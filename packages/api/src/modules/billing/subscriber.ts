import { isSubscriptionRunning } from '@yardstick/core/subscription';
import type { Db } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { ownerRepository, type Owner } from '../accounts/index.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../platform/errors.ts';
import { SIGN_IN_MESSAGE } from '../../platform/auth/caller.ts';
import { BILLING_ERRORS } from './messages.ts';

// While a subscription is running (paid, or being retried), another is refused.
export function hasLiveSubscription(owner: Owner): boolean {
  return owner.stripeSubscriptionId !== null && isSubscriptionRunning(owner.subscriptionStatus);
}

export function assertNoLiveSubscription(owner: Owner): void {
  if (hasLiveSubscription(owner)) throw new ConflictError(BILLING_ERRORS.alreadyActive);
}

export async function loadOwner(db: Db, ownerId: string): Promise<Owner> {
  const owner = await ownerRepository(db).get(ownerId);
  if (!owner) throw new NotFoundError('User not found');
  return owner;
}

/** Who a billing call claims to be for, from its body. */
export interface SubscriberClaim {
  userId: string;
  /** Given by create-subscription; complete-subscription has only the user id. */
  identity?: { email: string; name: string };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The owner a subscription call is for. Signed in: only the caller's own account (403 otherwise).
 *
 * Signed out (SPEC §6): the page may go on with userId, email and name from its query, e.g.
 * straight after registering, when it also carries the short-lived hand-off token that
 * registration issued for that owner (auth/handOffToken.ts); without it the call is refused,
 * so knowing another owner's id, e-mail and company name is not enough. The three must also
 * match the owner exactly, and an owner with a running subscription is refused, so nobody
 * can change an active account this way. Complete-subscription carries no email or name; it is
 * bound instead to a checkout this owner started and to a payment that succeeded for their
 * own payment customer (completeSubscription checks both). A mismatch reads as "sign in",
 * never as "this account exists".
 */
export async function resolveSubscriber(
  db: Db,
  caller: { ownerId: string | undefined; handOffOwnerId: string | undefined },
  claim: SubscriberClaim,
): Promise<Owner> {
  const callerOwnerId = caller.ownerId;
  if (callerOwnerId !== undefined) {
    if (claim.userId !== callerOwnerId) throw new ForbiddenError(BILLING_ERRORS.ownAccountOnly);
    return loadOwner(db, callerOwnerId);
  }
  if (caller.handOffOwnerId === undefined || caller.handOffOwnerId !== claim.userId)
    throw new UnauthorizedError(SIGN_IN_MESSAGE);
  const owner = isUuid(claim.userId) ? await ownerRepository(db).get(claim.userId) : undefined;
  if (!owner) throw new UnauthorizedError(SIGN_IN_MESSAGE);
  if (claim.identity) {
    const { email, name } = claim.identity;
    const matches = sameText(owner.email, email) && sameText(owner.companyName, name);
    if (!matches) throw new UnauthorizedError(SIGN_IN_MESSAGE);
    // The page shows 'Subscription Already Active' and goes on to the account (SPEC §8),
    // instead of asking again and again to sign in; nothing is changed.
    assertNoLiveSubscription(owner);
  }
  return owner;
}
