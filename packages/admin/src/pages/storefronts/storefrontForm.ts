import { apiEndpoints, endpointUrl } from '@yardstick/core/endpoints';
import { DEFAULT_STOREFRONT_COLORS } from '@yardstick/core/storefront';
import type { Storefront } from '@yardstick/core/schemas/storefronts';

export interface StorefrontFormValues {
  subdomain: string;
  customDomain: string;
  companyName: string;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  /** Switched off, the storefront shows the company and its contact, but no quotes. */
  isActive: boolean;
  /** Shown to homeowners whenever instant quotes are not available; blank for none. */
  contactPhone: string;
  contactEmail: string;
}

export type ColorField = 'primaryColor' | 'secondaryColor' | 'accentColor';

export function storefrontFormValues(
  storefront: Storefront | null,
  companyName = '',
): StorefrontFormValues {
  return {
    subdomain: storefront?.subdomain ?? '',
    customDomain: storefront?.customDomain ?? '',
    companyName: storefront?.companyName ?? companyName,
    primaryColor: storefront?.primaryColor ?? DEFAULT_STOREFRONT_COLORS.primary,
    secondaryColor: storefront?.secondaryColor ?? DEFAULT_STOREFRONT_COLORS.secondary,
    accentColor: storefront?.accentColor ?? DEFAULT_STOREFRONT_COLORS.accent,
    isActive: storefront?.isActive ?? true,
    contactPhone: storefront?.contactPhone ?? '',
    contactEmail: storefront?.contactEmail ?? '',
  };
}

/** The multipart body of POST and PUT /api/storefronts (SPEC §7); the logo only when one was chosen. */
export function storefrontFormData(values: StorefrontFormValues, logo: File | null): FormData {
  const data = new FormData();
  data.append('subdomain', values.subdomain.trim());
  data.append('companyName', values.companyName.trim());
  data.append('primaryColor', values.primaryColor);
  data.append('secondaryColor', values.secondaryColor);
  data.append('accentColor', values.accentColor);
  data.append('customDomain', values.customDomain.trim());
  data.append('isActive', String(values.isActive));
  data.append('contactPhone', values.contactPhone.trim());
  data.append('contactEmail', values.contactEmail.trim());
  if (logo) data.append('logo', logo);
  return data;
}

/** The storefront's address on this host: {protocol}//{subdomain}.{host}. */
export function storefrontUrl(
  subdomain: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  return `${location.protocol}//${subdomain}.${location.host}`;
}

export function storefrontLogoUrl(storefront: Pick<Storefront, 'id' | 'updatedAt'>): string {
  // The timestamp changes with every save, so a new logo is never served from cache.
  const timestamp = Date.parse(storefront.updatedAt) || 0;
  return endpointUrl(apiEndpoints.storefrontLogo, {
    query: { storefrontId: storefront.id, t: timestamp },
  });
}
