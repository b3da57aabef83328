import type { Storefront } from '@yardstick/core/schemas/storefronts';
import type { StorefrontRow } from './storefrontRepository.ts';

/** isActive can be narrowed by the caller: a public storefront of an owner without access shows as inactive. */
export function presentStorefront(row: StorefrontRow, isActive = row.isActive): Storefront {
  return {
    id: row.id,
    subdomain: row.subdomain,
    customDomain: row.customDomain,
    companyName: row.companyName,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    accentColor: row.accentColor,
    isActive,
    hasLogo: row.logoContentType !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
