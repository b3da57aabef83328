import type { RegistrationRequest } from '@yardstick/core/schemas/account';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ownerRepository, type Owner } from './ownerRepository.ts';
import { ConflictError } from '../../platform/errors.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

/** Creates the owner's account. The trial is started separately (SPEC §4.5: register, then start-trial). */
export async function registerOwner(db: Db, input: RegistrationRequest): Promise<Owner> {
  const owners = ownerRepository(db);
  if (await owners.findByEmail(input.email)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    return await owners.create({
      email: input.email,
      passwordHash,
      companyName: input.companyName,
      timeZone: input.timeZone ?? null,
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the database decides.
    if (isUniqueViolation(error, 'owners_email_unique'))
      throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
