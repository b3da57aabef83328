import { ForbiddenError } from '../../platform/errors.ts';
import type { Auth } from '../../platform/auth/caller.ts';

/** Calls that name a user id in the path or body may only name the caller. */
export function assertOwnAccount(
  auth: Auth,
  userId: string,
  message = 'You can only do this for your own account.',
): void {
  if (auth.ownerId !== userId) throw new ForbiddenError(message);
}
