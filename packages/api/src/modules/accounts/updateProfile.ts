import type { AccountUpdate } from '@yardstick/core/schemas/account';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ownerRepository, type Owner } from './ownerRepository.ts';
import { ConflictError, UnauthorizedError } from '../../platform/errors.ts';
import { SIGN_IN_MESSAGE } from '../../platform/auth/caller.ts';
import { EMAIL_TAKEN_MESSAGE } from './registerOwner.ts';

/** Changes the owner's company name and sign-in e-mail; an e-mail is one account's only. */
export async function updateProfile(db: Db, ownerId: string, input: AccountUpdate): Promise<Owner> {
  const owners = ownerRepository(db);
  const holder = await owners.findByEmail(input.email);
  if (holder && holder.id !== ownerId) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
  try {
    const updated = await owners.updateProfile(ownerId, input);
    if (!updated) throw new UnauthorizedError(SIGN_IN_MESSAGE);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error, 'owners_email_unique'))
      throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
