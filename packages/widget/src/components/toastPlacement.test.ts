import { describe, expect, it } from 'vitest';
import { toastBox, toastPlacement } from './toastPlacement.ts';

const viewport = { width: 1280, height: 900 };
const toast = { width: 380, height: 80 };

describe('toastPlacement', () => {
  it('stays at the bottom when nothing important is under it', () => {
    expect(toastPlacement(toast, [{ top: 100, bottom: 140, left: 0, right: 1280 }], viewport)).toBe(
      'bottom',
    );
  });

  it('moves to the top when it would cover the total or the Accept button', () => {
    const accept = { top: 830, bottom: 874, left: 1100, right: 1240 };
    expect(toastPlacement(toast, [accept], viewport)).toBe('top');
    const box = toastBox('top', toast, viewport);
    expect(box.bottom).toBeLessThan(accept.top);
  });

  it('keeps the side that covers fewer when both would cover something', () => {
    const atTop = { top: 20, bottom: 60, left: 1000, right: 1200 };
    const atBottom = [
      { top: 830, bottom: 870, left: 1000, right: 1200 },
      { top: 860, bottom: 880, left: 1000, right: 1200 },
    ];
    expect(toastPlacement(toast, [atTop, ...atBottom], viewport)).toBe('top');
  });
});
