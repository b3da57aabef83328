import type { Storefront } from '@yardstick/core/schemas/storefronts';
import { loadAccountStatus } from '../accounts/accountStatus.ts';
import type { Db } from '../db/database.ts';
import { storefrontRepository } from '../db/repositories/storefronts.ts';
import { NotFoundError } from '../errors.ts';
import { presentStorefront } from '../presenters/storefronts.ts';

export const STOREFRONT_NOT_FOUND_MESSAGE = 'Storefront not found';

/** A storefront as visitors see it: shown inactive when switched off or when its owner's access lapsed. */
export async function publicStorefront(db: Db, subdomain: string, now: Date): Promise<Storefront> {
  const row = await storefrontRepository(db).findBySubdomain(subdomain);
  if (!row) throw new NotFoundError(STOREFRONT_NOT_FOUND_MESSAGE);
  const owner = await loadAccountStatus(db, row.ownerId, now);
  return presentStorefront(row, row.isActive && (owner?.hasAccess ?? false));
}
