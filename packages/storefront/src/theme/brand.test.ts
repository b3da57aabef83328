import { describe, expect, it } from 'vitest';
import { brandColors, logoUrl } from './brand.ts';
import { DARK_TEXT, LIGHT_TEXT } from '@yardstick/core/contrast';

describe('brandColors', () => {
  it('keeps valid colours and picks white text on a dark gradient', () => {
    expect(
      brandColors({ primaryColor: '#14532D', secondaryColor: '#166534', accentColor: '#EAB308' }),
    ).toEqual({
      primary: '#14532D',
      secondary: '#166534',
      accent: '#EAB308',
      headerText: LIGHT_TEXT,
    });
  });

  it('picks dark text on a light gradient', () => {
    expect(
      brandColors({ primaryColor: '#FEF9C3', secondaryColor: '#FDE68A', accentColor: '#000000' })
        .headerText,
    ).toBe(DARK_TEXT);
  });

  it('falls back to the default colours for values that are not hex', () => {
    expect(
      brandColors({ primaryColor: 'red;x', secondaryColor: '', accentColor: 'url(x)' }),
    ).toEqual({
      primary: '#3B82F6',
      secondary: '#1E40AF',
      accent: '#F59E0B',
      headerText: LIGHT_TEXT,
    });
  });
});

describe('logoUrl', () => {
  it('busts the cache with updatedAt', () => {
    expect(logoUrl({ id: 'sf_1', updatedAt: '2026-11-20T10:00:00.000Z' })).toBe(
      '/api/storefront-logo?storefrontId=sf_1&t=2026-11-20T10%3A00%3A00.000Z',
    );
  });
});
