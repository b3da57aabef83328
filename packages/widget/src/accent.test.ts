import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT } from '@yardstick/core/contrast';
import { focusRingOn, textColorOn } from './accent.ts';

describe('textColorOn', () => {
  it('puts white text on dark brand colours and dark text on light ones', () => {
    expect(textColorOn('#15803d')).toBe(LIGHT_TEXT);
    expect(textColorOn('#1E40AF')).toBe(LIGHT_TEXT);
    expect(textColorOn('#F59E0B')).toBe(DARK_TEXT);
    expect(textColorOn('#fff')).toBe(DARK_TEXT);
  });

  it('keeps white text for colours it cannot read', () => {
    expect(textColorOn('rebeccapurple')).toBe(LIGHT_TEXT);
  });
});

describe('focusRingOn', () => {
  it("darkens the storefront's amber accent to a 3:1 ring on white", () => {
    const ring = focusRingOn('#F59E0B');
    expect(contrastRatio('#F59E0B', '#FFFFFF')).toBeLessThan(3);
    expect(contrastRatio(ring, '#FFFFFF')).toBeGreaterThanOrEqual(3);
  });
});
