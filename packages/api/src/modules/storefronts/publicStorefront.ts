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

/**
 * A storefront as visitors see it. It always names the company, with its colours, logo and
 * contact details; it takes quotes only while switched on, its owner has access (plan, trial)
 * and offers a priced service. Otherwise visitors are offered the contact details and a
 * call-back form: the owner's billing state is not theirs to read.
 */
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
  const [owner, offersPricing] = await Promise.all([
    loadAccountStatus(db, row.ownerId, now),
    ownerOffersPricing(db, row.ownerId),
  ]);
  const acceptsQuotes = row.isActive && (owner?.hasAccess ?? false) && offersPricing;
  return { ownerId: row.ownerId, storefront: { ...presentStorefront(row), acceptsQuotes } };
}
