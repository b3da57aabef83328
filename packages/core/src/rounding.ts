/**
 * Money rounding shared by pricing, coupons and previews.
 *
 * Binary floating point turns exact decimal figures into near misses
 * (5000 × 0.008 can come out as 40.00000000000001), so every rounding first
 * snaps the value to a few decimals; a whole-dollar ceiling would otherwise
 * add a dollar that nobody asked for.
 */

/** Enough decimals to absorb float noise without touching real cents. */
const FLOAT_NOISE_DECIMALS = 6;

/** Rounds half away from zero to the given number of decimals. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
}

export function roundToCents(amount: number): number {
  return roundTo(amount, 2);
}

/** Rounds up to a whole dollar (SPEC §5: service cost before the minimum check). */
export function ceilToWholeDollars(amount: number): number {
  return Math.ceil(roundTo(amount, FLOAT_NOISE_DECIMALS));
}

/** Rounds to the nearest whole dollar (previews and guide ranges). */
export function roundToWholeDollars(amount: number): number {
  return Math.round(roundTo(amount, FLOAT_NOISE_DECIMALS));
}

/**
 * Whole numbers, each within one of its value, that add up to `total` rounded: what a list of
 * parts shows beside its total (largest remainders round up). Each value rounded alone when
 * the parts cannot make the total (they overlap, or leave some of it out).
 */
export function wholePartsOf(values: readonly number[], total: number): number[] {
  const floors = values.map((value) => Math.floor(value));
  const missing = Math.round(total) - floors.reduce((sum, floor) => sum + floor, 0);
  if (missing < 0 || missing > values.length) return values.map((value) => Math.round(value));
  const roundedUp = new Set(
    values
      .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
      .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
      .slice(0, missing)
      .map(({ index }) => index),
  );
  return floors.map((floor, index) => (roundedUp.has(index) ? floor + 1 : floor));
}
