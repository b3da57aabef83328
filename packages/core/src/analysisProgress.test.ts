import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_PROGRESS_STEPS,
  analysisProgressPercent,
  finishingDelays,
  MIN_PROGRESS_DISPLAY_MS,
} from './analysisProgress.ts';

describe('ANALYSIS_PROGRESS_STEPS', () => {
  it('runs the four steps of SPEC §4.8 with their durations', () => {
    expect(ANALYSIS_PROGRESS_STEPS.map((step) => [step.label, step.durationMs])).toEqual([
      ['Fetching satellite imagery', 2000],
      ['Detecting property boundaries', 2500],
      ['Identifying lawn areas', 3000],
      ['Calculating estimates', 1500],
    ]);
  });
});

describe('analysisProgressPercent', () => {
  it.each([
    [0, 0],
    [1, 25],
    [3, 75],
    [4, 100],
    [5, 100],
  ])('shows %i of 4 steps done as %i %', (done, percent) => {
    expect(analysisProgressPercent(done)).toBe(percent);
  });

  it('is full when there are no steps', () => {
    expect(analysisProgressPercent(0, 0)).toBe(100);
  });
});

describe('finishingDelays', () => {
  it('spreads the remaining steps over what is left of the minimum display', () => {
    expect(MIN_PROGRESS_DISPLAY_MS).toBe(1200);
    expect(finishingDelays(200, 4)).toEqual([250, 500, 750, 1000]);
    expect(finishingDelays(600, 2)).toEqual([300, 600]);
  });

  it('finishes at once when the minimum has passed', () => {
    expect(finishingDelays(5000, 1)).toEqual([0]);
    expect(finishingDelays(1200, 3)).toEqual([0, 0, 0]);
  });
});
