/** Analyze, its progress panel and service selection (SPEC §4.8). */
import { isAddressEntered } from '@yardstick/core/addressSuggestions';
import { ANALYSIS_PROGRESS_STEPS } from '@yardstick/core/analysisProgress';
import { errorMessage } from '@yardstick/core/client';
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
        acceptedQuote: null,
      });
      const progress = startProgressRun(ctx);

      try {
        const result = await ctx.connection().api.analyzeProperty(address);
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
        set({ status: 'error', analysisError: message, analysisFailure, progress: [] });
        get().showToast(options.preset ? TOASTS.demoUnavailable : analysisFailedToast(message));
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
