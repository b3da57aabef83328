/** Area units (SPEC §9 "Areas"). Areas are kept in square feet; acres are for display. */

export const SQ_FT_PER_ACRE = 43_560;

/** A square metre in square feet (a foot is 0.3048 m). */
export const SQ_FT_PER_M2 = 10.7639104;

export function squareFeet(m2: number): number {
  return m2 * SQ_FT_PER_M2;
}

/**
 * Analysis data carries some areas in acres and some in sq ft without saying which;
 * a value above this is taken as sq ft, anything else as acres (SPEC §9).
 */
export const SQ_FT_DETECTION_THRESHOLD = 1000;

export function sqFtToAcres(sqFt: number): number {
  return sqFt / SQ_FT_PER_ACRE;
}

export function acresToSqFt(acres: number): number {
  return acres * SQ_FT_PER_ACRE;
}

/** Normalises an area of unknown unit to square feet (see SQ_FT_DETECTION_THRESHOLD). */
export function normalizeAreaToSqFt(value: number): number {
  return value > SQ_FT_DETECTION_THRESHOLD ? value : acresToSqFt(value);
}

/** A per-sq-ft price expressed per acre, for display next to the per-sq-ft figure. */
export function pricePerAcre(pricePerSqFt: number): number {
  return pricePerSqFt * SQ_FT_PER_ACRE;
}
