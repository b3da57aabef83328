import type { AccountUpdate } from '@yardstick/core/schemas/account';
import type { Db } from '../../platform/db/database.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import { SIGN_IN_MESSAGE } from '../../platform/auth/caller.ts';
import { requestEmailChange, type EmailChangeContext } from './changeEmail.ts';
import { ownerRepository, type Owner } from './ownerRepository.ts';

/**
 * Saves the company name and time zone at once. A different sign-in e-mail is only asked for
 * here (current password, a link to the new address, a word to the old one): it changes when
 * the link is opened.
 */
export async function updateProfile(
  db: Db,
  ownerId: string,
  { email, currentPassword, ...profile }: AccountUpdate,
  emailChange: EmailChangeContext,
): Promise<Owner> {
  const owners = ownerRepository(db);
  const owner = await owners.get(ownerId);
  if (!owner) throw new UnauthorizedError(SIGN_IN_MESSAGE);
  if (email !== owner.email) {
    await requestEmailChange(db, owner, { newEmail: email, currentPassword }, emailChange);
  }
  const updated = await owners.updateProfile(ownerId, profile);
  if (!updated) throw new UnauthorizedError(SIGN_IN_MESSAGE);
  return updated;
}
