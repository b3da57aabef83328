import { describe, expect, it } from 'vitest';
import {
  LOGO_SIZES_PX,
  MAP_IMAGE_MAX_SIZE_PX,
  MAP_MIN_LOADING_HEIGHT_PX,
  MOBILE_BREAKPOINT_PX,
} from './layout.ts';
import {
  CONTACT_WITHIN_HOURS,
  DEMO_LOAD_DELAY_MS,
  DEMO_VIEWPORT_THRESHOLD,
  REDIRECT_DELAY_MS,
} from './timing.ts';
import { TOAST_DURATION_MS } from './toast.ts';

// The figures of SPEC §9 "Timing and layout", checked against the SPEC in one table.
describe('timing and layout constants', () => {
  it.each([
    ['toast auto-dismiss', TOAST_DURATION_MS, 5000],
    ['redirect delay', REDIRECT_DELAY_MS, 2000],
    ['demo delay', DEMO_LOAD_DELAY_MS, 5000],
    ['demo viewport threshold', DEMO_VIEWPORT_THRESHOLD, 0.3],
    ['contact promise in hours', CONTACT_WITHIN_HOURS, 24],
    ['mobile breakpoint', MOBILE_BREAKPOINT_PX, 768],
    ['map image max size', MAP_IMAGE_MAX_SIZE_PX, 600],
    ['map min loading height', MAP_MIN_LOADING_HEIGHT_PX, 400],
  ])('sets the %s to %f', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('sizes the logo at 24, 40 and 64 px', () => {
    expect(LOGO_SIZES_PX).toEqual({ small: 24, medium: 40, large: 64 });
  });
});
