import type { Storefront } from '@yardstick/core/schemas/storefronts';
import type { LoadAccountStatus } from '../accounts/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { storefrontRepository } from './storefrontRepository.ts';
import { ownerOffersPricing } from '../priceList/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { presentStorefront } from './presenter.ts';

export const STOREFRONT_NOT_FOUND_MESSAGE = 'Storefront not found';

export type StorefrontAddress = { subdomain: string } | { customDomain: string };

export interface PublicStorefront {
  ownerId: string;
  storefront: Storefront;
}

/** A storefront as visitors see it: shown inactive when switched off or when its owner's access lapsed. */
export async function publicStorefront(
  db: Db,
  address: StorefrontAddress,
  now: Date,
  loadAccountStatus: LoadAccountStatus,
): Promise<PublicStorefront> {
  const storefronts = storefrontRepository(db);
  const row =
    'subdomain' in address
      ? await storefronts.findBySubdomain(address.subdomain)
      : await storefronts.findByCustomDomain(address.customDomain);
  if (!row) throw new NotFoundError(STOREFRONT_NOT_FOUND_MESSAGE);
  const owner = await loadAccountStatus(db, row.ownerId, now);
  const active = row.isActive && (owner?.hasAccess ?? false);
  return {
    ownerId: row.ownerId,
    storefront: {
      ...presentStorefront(row, active),
      acceptsQuotes: await ownerOffersPricing(db, row.ownerId),
    },
  };
}
