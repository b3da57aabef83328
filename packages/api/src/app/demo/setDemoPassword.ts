import { hashPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/database.ts';
import { ownerRepository, sessionRepository } from '../../modules/accounts/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { DEMO_EMAIL, newDemoPassword } from './seedDemoOwner.ts';

export const NO_DEMO_OWNER_MESSAGE =
  'There is no demo owner yet: start the server once with the demo on (pnpm start), then run this again.';

/**
 * Gives the demo owner a new generated password and returns it (only its hash is stored).
 * Sessions signed in with the old one end, as after any password change.
 */
export async function setDemoPassword(db: Db): Promise<string> {
  const password = newDemoPassword();
  const passwordHash = await hashPassword(password);
  const ownerId = await ownerRepository(db).updateDemoPasswordHash(DEMO_EMAIL, passwordHash);
  if (!ownerId) throw new NotFoundError(NO_DEMO_OWNER_MESSAGE);
  await sessionRepository(db).revokeAll(ownerId);
  return password;
}
