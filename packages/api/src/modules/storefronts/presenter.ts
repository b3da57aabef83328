import type { Storefront } from '@yardstick/core/schemas/storefronts';
import type { StorefrontRow } from './storefrontRepository.ts';

export function presentStorefront(row: StorefrontRow): Storefront {
  return {
    id: row.id,
    subdomain: row.subdomain,
    customDomain: row.customDomain,
    companyName: row.companyName,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    accentColor: row.accentColor,
    isActive: row.isActive,
    hasLogo: row.logoContentType !== null,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    updatedAt: row.updatedAt.toISOString(),
  };
}
