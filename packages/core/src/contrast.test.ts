import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DARK_TEXT,
  focusRingColor,
  LIGHT_TEXT,
  parseHex,
  readableTextOn,
} from './contrast.ts';

describe('parseHex', () => {
  it.each([
    ['#3B82F6', [59, 130, 246]],
    ['3b82f6', [59, 130, 246]],
    ['#fff', [255, 255, 255]],
  ])('reads %s', (hex, rgb) => {
    expect(parseHex(hex)).toEqual(rgb);
  });

  it.each(['', 'blue', '#12345', '#GGGGGG'])('refuses %j', (text) => {
    expect(parseHex(text)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3B82F6', '#3B82F6')).toBe(1);
  });
});

describe('readableTextOn', () => {
  it.each([
    [['#3B82F6', '#1E40AF'], LIGHT_TEXT],
    [['#14532D', '#166534'], LIGHT_TEXT],
    [['#FDE68A', '#FEF3C7'], DARK_TEXT],
    [['#FFFFFF', '#F59E0B'], DARK_TEXT],
    [['#A3E635', '#84CC16'], DARK_TEXT],
  ])('on %j chooses %s', (backgrounds, text) => {
    expect(readableTextOn(backgrounds)).toBe(text);
  });
});

describe('focusRingColor', () => {
  it('keeps a colour that already has 3:1 on the background', () => {
    expect(focusRingColor('#1E40AF')).toBe('#1E40AF');
  });

  it.each(['#F59E0B', '#FDE047', '#22C55E', '#FFFFFF', '#3B82F6'])(
    'darkens %s until it has at least 3:1 on white',
    (color) => {
      const ring = focusRingColor(color);
      expect(contrastRatio(ring, '#FFFFFF')).toBeGreaterThanOrEqual(3);
    },
  );

  it('lightens a dark colour on a dark background', () => {
    const ring = focusRingColor('#1E3A8A', '#111827');
    expect(contrastRatio(ring, '#111827')).toBeGreaterThanOrEqual(3);
  });
});
