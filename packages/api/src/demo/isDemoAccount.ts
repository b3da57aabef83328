import type { Db } from '../db/database.ts';
import { ownerRepository } from '../db/repositories/owners.ts';

/** The built-in demo account's analyses (landing page, demo storefront) are never counted or billed. */
export async function isDemoAccount(db: Db, ownerId: string): Promise<boolean> {
  return (await ownerRepository(db).get(ownerId))?.isDemo ?? false;
}
