import { PASSWORD_RESET_MESSAGES } from '@yardstick/core/schemas/account';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/database.ts';
import { ownerRepository } from './ownerRepository.ts';
import { sessionRepository } from './sessionRepository.ts';
import { UnauthorizedError, ValidationError } from '../../platform/errors.ts';
import { SIGN_IN_MESSAGE } from '../../platform/auth/caller.ts';

/**
 * Changes the signed-in owner's password after checking the current one, and ends every other
 * session: a device that knew the old password is signed out, this one stays.
 */
export async function changePassword(
  db: Db,
  ownerId: string,
  keepSessionId: string | undefined,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  const owners = ownerRepository(db);
  const owner = await owners.get(ownerId);
  if (!owner) throw new UnauthorizedError(SIGN_IN_MESSAGE);
  if (!(await verifyPassword(currentPassword, owner.passwordHash)))
    throw new ValidationError(PASSWORD_RESET_MESSAGES.currentPasswordWrong);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await ownerRepository(tx).updatePasswordHash(ownerId, passwordHash);
    const sessions = sessionRepository(tx);
    if (keepSessionId) await sessions.revokeAllExcept(ownerId, keepSessionId);
    else await sessions.revokeAll(ownerId);
  });
}
