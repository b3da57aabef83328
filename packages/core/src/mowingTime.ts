import { complexityMultiplier } from './pricing.ts';

/**
 * A one-person crew with a 36-inch walk-behind mows about 500 sq ft a minute on an open
 * lawn; obstacles and fragments slow it down as much as they raise the price.
 */
export const MOWING_SQ_FT_PER_MINUTE = 500;

/** Estimated minutes to mow a lawn once, rounded up to a whole minute. */
export function mowingMinutes(mowableSqFt: number, complexityScore?: number | null): number {
  if (mowableSqFt <= 0) return 0;
  return Math.ceil((mowableSqFt / MOWING_SQ_FT_PER_MINUTE) * complexityMultiplier(complexityScore));
}
