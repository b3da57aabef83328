/** The analyzer's progress panel (SPEC §4.8): four steps, each timed on its own. */

export const PROGRESS_MAX = 100;

export const ANALYSIS_PROGRESS_STEPS = [
  { id: 'imagery', label: 'Fetching satellite imagery', durationMs: 2000 },
  { id: 'boundaries', label: 'Detecting property boundaries', durationMs: 2500 },
  { id: 'lawn', label: 'Identifying lawn areas', durationMs: 3000 },
  { id: 'estimates', label: 'Calculating estimates', durationMs: 1500 },
] as const;

export type AnalysisProgressStepId = (typeof ANALYSIS_PROGRESS_STEPS)[number]['id'];

/** The bar shows the share of steps done. */
export function analysisProgressPercent(
  stepsDone: number,
  stepCount: number = ANALYSIS_PROGRESS_STEPS.length,
): number {
  if (stepCount <= 0) return PROGRESS_MAX;
  return Math.min(PROGRESS_MAX, (stepsDone / stepCount) * PROGRESS_MAX);
}
