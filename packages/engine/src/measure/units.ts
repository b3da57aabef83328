export const SQ_FT_PER_M2 = 10.7639104;

export function squareFeet(m2: number): number {
  return m2 * SQ_FT_PER_M2;
}

/** Rounds for display-stable output (areas are estimates; a tenth of a sq ft is noise). */
export function round(value: number, decimals: number): number {
  const k = 10 ** decimals;
  return Math.round(value * k) / k;
}
