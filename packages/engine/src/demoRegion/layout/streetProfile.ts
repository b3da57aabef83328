/** Cross-section of a residential street, centre line outwards, in metres. */
export const ROADWAY_HALF = 4.5;
export const CURB = 0.3;
export const VERGE = 2.2;
export const SIDEWALK = 1.5;
/** Half the right of way: from the centre line to the front lot line. */
export const HALF_ROW = ROADWAY_HALF + CURB + VERGE + SIDEWALK;
/** Strip of neighbouring yards around the region, so edge parcels have imagery all round. */
export const REGION_MARGIN = 14;
