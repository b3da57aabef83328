/**
 * Storefront rules shared by its configuration screen and the storefront itself
 * (SPEC §2.9, §2.14, §5). Subdomain rules live with the storefront schema.
 */

export const DEFAULT_STOREFRONT_COLORS = {
  primary: '#3B82F6',
  secondary: '#1E40AF',
  accent: '#F59E0B',
} as const;

export const STOREFRONT_TAGLINE = 'Professional Lawn Care Estimates';

/** The file picker offers PNG, JPG and SVG. */
export const STOREFRONT_LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml';

/** Publish needs a subdomain and a company name. */
export function canPublishStorefront(form: { subdomain: string; companyName: string }): boolean {
  return form.subdomain.trim() !== '' && form.companyName.trim() !== '';
}

/** A logo must be an image file. */
export function isImageFileType(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}
