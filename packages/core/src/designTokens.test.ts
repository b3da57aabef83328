import { describe, expect, it } from 'vitest';
import { applyDesignTokens, designTokenProperties, designTokens } from './designTokens.ts';

describe('designTokenProperties', () => {
  it('names each token as the stylesheets read it', () => {
    const properties = designTokenProperties();
    expect(properties['--color-brand-strong']).toBe(designTokens.color.brandStrong);
    expect(properties['--color-text-muted']).toBe(designTokens.color.textMuted);
    expect(properties['--space-4']).toBe('16px');
    expect(properties['--radius-md']).toBe('10px');
    expect(properties['--focus-ring']).toBe(designTokens.focusRing);
  });

  it('holds every colour, space step and radius once', () => {
    const { color, space, radius } = designTokens;
    const count = [color, space, radius].reduce((sum, group) => sum + Object.keys(group).length, 1);
    expect(Object.keys(designTokenProperties())).toHaveLength(count);
  });
});

describe('applyDesignTokens', () => {
  it('sets every custom property on the style it is given', () => {
    const set = new Map<string, string>();
    applyDesignTokens({ setProperty: (name, value) => set.set(name, value) });
    expect(Object.fromEntries(set)).toEqual(designTokenProperties());
  });
});
