import { describe, expect, it } from 'vitest';
import { canPublishStorefront, DEFAULT_STOREFRONT_COLORS, isImageFileType } from './storefront.ts';

describe('DEFAULT_STOREFRONT_COLORS', () => {
  it('is blue, dark blue and amber', () => {
    expect(DEFAULT_STOREFRONT_COLORS).toEqual({
      primary: '#3B82F6',
      secondary: '#1E40AF',
      accent: '#F59E0B',
    });
  });
});

describe('canPublishStorefront', () => {
  it.each([
    ['acme', 'Acme Lawn', true],
    ['', 'Acme Lawn', false],
    ['acme', '  ', false],
  ])('with subdomain %j and company %j is %s', (subdomain, companyName, allowed) => {
    expect(canPublishStorefront({ subdomain, companyName })).toBe(allowed);
  });
});

describe('isImageFileType', () => {
  it.each([
    ['image/png', true],
    ['image/svg+xml', true],
    ['application/pdf', false],
  ])('accepts %s as a logo: %s', (mimeType, accepted) => {
    expect(isImageFileType(mimeType)).toBe(accepted);
  });
});
