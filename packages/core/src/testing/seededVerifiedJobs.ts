/**
 * Ten jobs verified at 1,000 sq ft whose measurement erred by the per cent given, with the
 * measurement's confidence and imagery source. Worked by hand: |errors| sorted are
 * 1 2 3 4 5 6 8 12 15 20, so the median error is 5.5 %, the 90th percentile (nearest rank)
 * 15 %, the bias (mean signed error) −3.8 %; low confidence 12 15 20, the others 1–8.
 */
export const SEEDED_VERIFIED_JOBS: readonly [
  error: number,
  confidence: number | null,
  imagerySource: string,
][] = [
  [-2, 0.9, 'demo'],
  [1, 0.85, 'demo'],
  [-4, 0.82, 'naip'],
  [-6, 0.7, 'naip'],
  [3, 0.65, 'demo'],
  [-8, 0.75, 'naip'],
  [-12, 0.5, 'demo'],
  [15, 0.4, 'naip'],
  [-20, 0.55, 'demo'],
  [-5, null, 'demo'],
];

/** The verified area of every seeded job, and its measured area for a signed error in per cent. */
export const SEEDED_VERIFIED_SQ_FT = 1000;
export const seededMeasuredSqFt = (error: number) => SEEDED_VERIFIED_SQ_FT + 10 * error;
