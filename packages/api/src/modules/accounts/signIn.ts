import type { LoginRequest } from '@yardstick/core/schemas/account';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/database.ts';
import { ownerRepository, type Owner } from './ownerRepository.ts';
import { UnauthorizedError } from '../../platform/errors.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** The owner these credentials belong to; one message for a wrong email or a wrong password. */
export async function signIn(db: Db, credentials: LoginRequest): Promise<Owner> {
  const owner = await ownerRepository(db).findByEmail(credentials.email);
  const valid = owner
    ? await verifyPassword(credentials.password, owner.passwordHash)
    : await verifyAgainstDummy(credentials.password);
  if (!owner || !valid) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
  return owner;
}
