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

/**
 * Real analyses often answer in well under a second. The panel stays at least this long
 * so the four steps can be read; once the answer is in, the remaining steps finish within it.
 */
export const MIN_PROGRESS_DISPLAY_MS = 1200;

/**
 * When the answer arrives `elapsedMs` after the start with `remaining` steps not yet done:
 * the delay (from now) at which each of them is marked done, in order, spread evenly so the
 * panel closes no earlier than the minimum. An answer after the minimum finishes at once.
 */
export function finishingDelays(elapsedMs: number, remaining: number): number[] {
  const rest = Math.max(0, MIN_PROGRESS_DISPLAY_MS - elapsedMs);
  return Array.from({ length: remaining }, (_, index) =>
    Math.round(((index + 1) * rest) / remaining),
  );
}
