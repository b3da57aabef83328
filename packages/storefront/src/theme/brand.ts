import { apiEndpoints, endpointUrl } from '@yardstick/core/endpoints';
import { DEFAULT_STOREFRONT_COLORS, type Storefront } from '@yardstick/core';
import { parseHex, readableTextOn } from '@yardstick/core/contrast';

export interface BrandColors {
  primary: string;
  secondary: string;
  accent: string;
  /** White or dark, whichever reads better on the header gradient. */
  headerText: string;
}

/** The read schema only promises strings: a colour that is not hex falls back to the default. */
function hexOr(color: string, fallback: string): string {
  return parseHex(color) === null ? fallback : color;
}

export function brandColors(
  storefront: Pick<Storefront, 'primaryColor' | 'secondaryColor' | 'accentColor'>,
): BrandColors {
  const primary = hexOr(storefront.primaryColor, DEFAULT_STOREFRONT_COLORS.primary);
  const secondary = hexOr(storefront.secondaryColor, DEFAULT_STOREFRONT_COLORS.secondary);
  const accent = hexOr(storefront.accentColor, DEFAULT_STOREFRONT_COLORS.accent);
  return { primary, secondary, accent, headerText: readableTextOn([primary, secondary]) };
}

export function logoUrl(storefront: Pick<Storefront, 'id' | 'updatedAt'>): string {
  return endpointUrl(apiEndpoints.storefrontLogo, {
    query: { storefrontId: storefront.id, t: storefront.updatedAt },
  });
}
