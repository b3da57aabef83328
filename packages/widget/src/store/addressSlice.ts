/** The address field and its suggestions (SPEC §4.8, §5 "Analyzer"). */
import {
  ADDRESS_SUGGESTION_BLUR_CLOSE_MS,
  ADDRESS_SUGGESTION_DEBOUNCE_MS,
  shouldQueryAddressSuggestions,
} from '@yardstick/core/addressSuggestions';
import type { SliceContext } from './sliceContext.ts';
import type { EstimatorActions, EstimatorData } from './types.ts';

type AddressActions = Pick<
  EstimatorActions,
  'setAddress' | 'moveHighlight' | 'pickSuggestion' | 'closeSuggestions' | 'blurAddress'
>;

export const CLOSED_SUGGESTIONS = {
  suggestions: [],
  suggestionsOpen: false,
  highlightedIndex: -1,
} satisfies Partial<EstimatorData>;

export function createAddressSlice(ctx: SliceContext): AddressActions {
  const { set, get, timers, generation } = ctx;

  /** Drops any pending or in-flight search so its answer cannot reopen the list. */
  const forgetSearch = () => {
    timers.clear('suggest');
    timers.clear('blur');
    generation.suggestions += 1;
  };

  const search = async (text: string) => {
    const current = ++generation.suggestions;
    try {
      const suggestions = await ctx.connection().api.searchAddresses(text);
      if (current !== generation.suggestions) return;
      // A fresher list keeps the highlighted address highlighted where it still is: the answer
      // to the last keystroke can land after an arrow key, and Enter must still pick it.
      const { suggestions: shown, highlightedIndex } = get();
      const highlighted = shown[highlightedIndex]?.placeName;
      set({
        suggestions,
        suggestionsOpen: suggestions.length > 0,
        highlightedIndex: suggestions.findIndex((s) => s.placeName === highlighted),
      });
    } catch (error) {
      if (current !== generation.suggestions) return;
      // SPEC §8: a geocoding failure is logged and the list emptied without a word.
      console.warn('Yardstick estimator: address suggestions failed', error);
      set(CLOSED_SUGGESTIONS);
    }
  };

  return {
    setAddress(text) {
      set({ address: text });
      if (!shouldQueryAddressSuggestions(text)) {
        forgetSearch();
        set(CLOSED_SUGGESTIONS);
        return;
      }
      timers.start('suggest', ADDRESS_SUGGESTION_DEBOUNCE_MS, () => void search(text));
    },

    moveHighlight(step) {
      const { suggestions, suggestionsOpen, highlightedIndex } = get();
      if (!suggestionsOpen || suggestions.length === 0) return;
      const count = suggestions.length;
      const next = highlightedIndex === -1 && step === -1 ? count - 1 : highlightedIndex + step;
      set({ highlightedIndex: (next + count) % count });
    },

    pickSuggestion(index) {
      const picked = get().suggestions[index];
      if (!picked) return;
      forgetSearch();
      set({ address: picked.placeName, ...CLOSED_SUGGESTIONS });
    },

    closeSuggestions() {
      forgetSearch();
      set(CLOSED_SUGGESTIONS);
    },

    blurAddress() {
      timers.start('blur', ADDRESS_SUGGESTION_BLUR_CLOSE_MS, () => get().closeSuggestions());
    },
  };
}
