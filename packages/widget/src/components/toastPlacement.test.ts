import { describe, expect, it } from 'vitest';
import { coversAny, toastBox, toastPlacement } from './toastPlacement.ts';

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

describe('coversAny', () => {
  it('tells when a phone-wide toast would lie over a card filling the screen', () => {
    const phone = { width: 375, height: 667 };
    const wide = { width: 343, height: 90 };
    const card = { top: 120, bottom: 640, left: 16, right: 359 };
    expect(coversAny('bottom', wide, [card], phone)).toBe(true);
    expect(coversAny('top', wide, [card], phone)).toBe(false);
    expect(coversAny('top', wide, [{ ...card, top: 40 }], phone)).toBe(true);
  });
});
