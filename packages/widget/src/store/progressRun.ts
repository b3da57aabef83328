/**
 * The progress panel tied to the request (SPEC §4.8's four named steps): each step keeps its
 * own clock, but the last undone step waits for the answer, so the bar never reads 100 %
 * before it; once the answer is in, the remaining steps finish in order within a short
 * minimum display, so a fast answer still reads as measured. Steps never go back.
 */
import { ANALYSIS_PROGRESS_STEPS, finishingDelays } from '@yardstick/core/analysisProgress';
import type { SliceContext } from './sliceContext.ts';

const stepTimer = (id: string) => `progress:${id}`;
const FINISH_TIMER = 'progress:finish';

export interface ProgressRun {
  /** Finishes the remaining steps; resolves when the panel may give way to the result. */
  answerArrived(): Promise<void>;
  stop(): void;
}

export function startProgressRun({ set, get, timers }: SliceContext): ProgressRun {
  const startedAt = Date.now();
  let answered = false;

  const markDone = (id: string) =>
    set((state) => ({
      progress: state.progress.map((step) => (step.id === id ? { ...step, done: true } : step)),
    }));
  const undone = () => get().progress.filter((step) => !step.done);

  for (const step of ANALYSIS_PROGRESS_STEPS) {
    timers.start(stepTimer(step.id), step.durationMs, () => {
      // The last step stays in progress until the answer: never 100 % before it.
      if (!answered && undone().length <= 1) return;
      markDone(step.id);
    });
  }

  const stop = () => {
    for (const step of ANALYSIS_PROGRESS_STEPS) timers.clear(stepTimer(step.id));
    timers.clear(FINISH_TIMER);
  };

  return {
    stop,
    answerArrived() {
      answered = true;
      for (const step of ANALYSIS_PROGRESS_STEPS) timers.clear(stepTimer(step.id));
      const remaining = undone();
      const delays = finishingDelays(Date.now() - startedAt, remaining.length);
      if (delays.every((delay) => delay === 0)) {
        for (const step of remaining) markDone(step.id);
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        let next = 0;
        const finishNext = () => {
          const step = remaining[next];
          if (step) markDone(step.id);
          next += 1;
          const delay = delays[next];
          if (delay === undefined) {
            resolve();
            return;
          }
          timers.start(FINISH_TIMER, delay - (delays[next - 1] ?? 0), finishNext);
        };
        timers.start(FINISH_TIMER, delays[0] ?? 0, finishNext);
      });
    },
  };
}
