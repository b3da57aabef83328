/** Shared by the loader and the estimator chunk; nothing here may import React. */
export const ELEMENT_TAG = 'yardstick-estimator';

/** Below this width the estimator stacks its field and button (and the demo addresses). */
const NARROW_BELOW_PX = 600;

/**
 * The height of the estimator's first screen, measured in Chromium per layout, so the loader
 * can reserve it before the estimator arrives. `pnpm bench` reports any layout shift left.
 */
const FIRST_SCREEN_PX = {
  wide: { base: 102, header: 59, demo: 122 },
  narrow: { base: 154, header: 119, demo: 290 },
} as const;

export function reservedHeightPx(
  widthPx: number,
  { header, demo }: { header: boolean; demo: boolean },
): number {
  const sizes = widthPx < NARROW_BELOW_PX ? FIRST_SCREEN_PX.narrow : FIRST_SCREEN_PX.wide;
  return sizes.base + (header ? sizes.header : 0) + (demo ? sizes.demo : 0);
}
