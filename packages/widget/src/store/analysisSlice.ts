/** Analyze, its progress panel and service selection (SPEC §4.8). */
import { isAddressEntered } from '@yardstick/core/addressSuggestions';
import { ANALYSIS_PROGRESS_STEPS } from '@yardstick/core/analysisProgress';
import { ApiError, errorMessage } from '@yardstick/core/client';
import { analysisFailureKind } from '../analysisFailure.ts';
import { TEXT, TOASTS, analysisFailedToast } from '../messages.ts';
import { notifyHost, type SliceContext } from './sliceContext.ts';
import { startProgressRun } from './progressRun.ts';
import { setLineFrequency, toggleLine, withLines } from './serviceLines.ts';
import type { EstimatorActions, ProgressStepState } from './types.ts';

type AnalysisActions = Pick<EstimatorActions, 'analyze' | 'toggleService' | 'setFrequency'>;

export function freshProgress(): ProgressStepState[] {
  return ANALYSIS_PROGRESS_STEPS.map((step) => ({ id: step.id, label: step.label, done: false }));
}

/** A 200 answer saying success: false is a failure like any other. */
class AnalysisNotSuccessful extends Error {}

/** Tries in all of one analysis while the server says it is busy (503 with Retry-After). */
export const BUSY_TRIES = 3;
/** A busy server naming a longer wait than this is reported at once, not waited out. */
export const BUSY_WAIT_LIMIT_SECONDS = 10;

/**
 * Asks again, after the wait the server names, while it is busy measuring other properties:
 * the homeowner sees the progress panel run on instead of being told to press Analyze again.
 */
async function askUntilFree<T>(ask: () => Promise<T>, stillWanted: () => boolean): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await ask();
    } catch (error) {
      const wait =
        error instanceof ApiError && error.status === 503 ? error.retryAfterSeconds : undefined;
      const retry = wait !== undefined && wait <= BUSY_WAIT_LIMIT_SECONDS && tries < BUSY_TRIES;
      if (!retry || !stillWanted()) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      if (!stillWanted()) throw error;
    }
  }
}

export function createAnalysisSlice(ctx: SliceContext): AnalysisActions {
  const { set, get, generation } = ctx;

  return {
    async analyze(requestedAddress, options = {}) {
      const address = (requestedAddress ?? get().address).trim();
      if (get().status === 'analyzing') return null;
      if (!isAddressEntered(address)) {
        get().showToast(TOASTS.addressRequired);
        return null;
      }
      const current = ++generation.analysis;
      get().closeSuggestions();
      set({
        address: requestedAddress ?? get().address,
        status: 'analyzing',
        progress: freshProgress(),
        result: null,
        analysisError: null,
        analysisFailure: null,
        ...withLines([]),
        lawnAdjustment: null,
        quoteStep: 'result',
        priceNotice: null,
        acceptedQuote: null,
      });
      const progress = startProgressRun(ctx);

      try {
        const result = await askUntilFree(
          () => ctx.connection().api.analyzeProperty(address),
          () => current === generation.analysis,
        );
        if (!result.success) throw new AnalysisNotSuccessful();
        if (current !== generation.analysis) return null;
        await progress.answerArrived();
        // A reset while the last steps finished makes this answer stale too.
        if (current !== generation.analysis) return null;
        set({
          status: 'result',
          result,
          focusResult: !options.preset,
          ...withLines(result.services),
          lawnAdjustment: null,
          quoteStep: 'result',
        });
        get().showToast(TOASTS.analysisComplete);
        notifyHost(ctx.connection().onAnalysisComplete, result);
        return result;
      } catch (error) {
        if (current !== generation.analysis) return null;
        progress.stop();
        const message = errorMessage(error, TEXT.analysisFailedFallback);
        console.error('Yardstick estimator: analysis failed', error);
        const analysisFailure =
          error instanceof AnalysisNotSuccessful ? 'notMeasured' : analysisFailureKind(error);
        if (options.preset) {
          // Nobody typed the sample: no error card, only a word that the field still works.
          set({ status: 'idle', progress: [] });
          get().showToast(TOASTS.demoUnavailable);
          return null;
        }
        set({ status: 'error', analysisError: message, analysisFailure, progress: [] });
        get().showToast(analysisFailedToast(message));
        return null;
      }
    },

    toggleService(serviceId) {
      set((state) => withLines(toggleLine(state.serviceLines, serviceId)));
    },

    setFrequency(serviceId, frequency) {
      set((state) =>
        withLines(
          setLineFrequency(
            state.serviceLines,
            serviceId,
            frequency,
            state.result?.aiComplexityScore ?? null,
          ),
        ),
      );
    },
  };
}
