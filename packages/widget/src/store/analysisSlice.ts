/** Analyze, its progress panel and service selection (SPEC §4.8). */
import { isAddressEntered } from '@yardstick/core/addressSuggestions';
import { ANALYSIS_PROGRESS_STEPS } from '@yardstick/core/analysisProgress';
import { errorMessage } from '@yardstick/core/client';
import { analysisFailureKind } from '../analysisFailure.ts';
import { TEXT, TOASTS, analysisFailedToast } from '../messages.ts';
import { notifyHost, type SliceContext } from './sliceContext.ts';
import { setLineFrequency, toggleLine, withLines } from './serviceLines.ts';
import type { EstimatorActions, ProgressStepState } from './types.ts';

type AnalysisActions = Pick<EstimatorActions, 'analyze' | 'toggleService' | 'setFrequency'>;

export function freshProgress(): ProgressStepState[] {
  return ANALYSIS_PROGRESS_STEPS.map((step) => ({ id: step.id, label: step.label, done: false }));
}

/** A 200 answer saying success: false is a failure like any other. */
class AnalysisNotSuccessful extends Error {}

export function createAnalysisSlice(ctx: SliceContext): AnalysisActions {
  const { set, get, timers, generation } = ctx;

  const startProgress = () => {
    for (const step of ANALYSIS_PROGRESS_STEPS) {
      timers.start(`progress:${step.id}`, step.durationMs, () =>
        set((state) => ({
          progress: state.progress.map((item) =>
            item.id === step.id ? { ...item, done: true } : item,
          ),
        })),
      );
    }
  };
  const stopProgress = () => {
    for (const step of ANALYSIS_PROGRESS_STEPS) timers.clear(`progress:${step.id}`);
  };

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
        quoteStep: 'result',
        acceptedQuote: null,
      });
      // The steps run on their own clocks; the answer is shown whenever it comes.
      startProgress();

      try {
        const result = await ctx.connection().api.analyzeProperty(address);
        if (!result.success) throw new AnalysisNotSuccessful();
        if (current !== generation.analysis) return null;
        stopProgress();
        set({ status: 'result', result, ...withLines(result.services), quoteStep: 'result' });
        get().showToast(TOASTS.analysisComplete);
        notifyHost(ctx.connection().onAnalysisComplete, result);
        return result;
      } catch (error) {
        if (current !== generation.analysis) return null;
        stopProgress();
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
