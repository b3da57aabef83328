export { SQ_FT_PER_M2, squareFeet } from '@yardstick/core/units';

/** Rounds for display-stable output (areas are estimates; a tenth of a sq ft is noise). */
export { roundTo as round } from '@yardstick/core/rounding';

/** Feet in a metre (the international foot, 0.3048 m). */
export const FEET_PER_METRE = 1 / 0.3048;
