export { SQ_FT_PER_M2, squareFeet } from '@yardstick/core/units';

/** Rounds for display-stable output (areas are estimates; a tenth of a sq ft is noise). */
export function round(value: number, decimals: number): number {
  const k = 10 ** decimals;
  return Math.round(value * k) / k;
}
