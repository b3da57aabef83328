/**
 * One store per estimator: several estimators (elements) can share a page, so nothing
 * here is global. Timers live in the store and stop on dispose.
 */
import { TOAST_DURATION_MS } from '@yardstick/core/toast';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createEstimatorApi } from '../api/estimatorApi.ts';
import { createAddressSlice } from './addressSlice.ts';
import { createAnalysisSlice } from './analysisSlice.ts';
import { EMPTY_CUSTOMER, createQuoteSlice } from './quoteSlice.ts';
import type { SliceContext } from './sliceContext.ts';
import { createTimers } from './timers.ts';
import type { EstimatorConnection, EstimatorData, EstimatorState } from './types.ts';

export type EstimatorStore = StoreApi<EstimatorState>;

/** The state of a fresh estimator (and after 'Get Another Quote' or 'Done'). */
export const INITIAL_ESTIMATOR_DATA: EstimatorData = {
  address: '',
  suggestions: [],
  suggestionsOpen: false,
  highlightedIndex: -1,
  status: 'idle',
  progress: [],
  result: null,
  focusResult: false,
  analysisError: null,
  analysisFailure: null,
  serviceLines: [],
  total: 0,
  lawnAdjustment: null,
  quoteStep: 'result',
  priceNotice: null,
  customer: EMPTY_CUSTOMER,
  acceptedQuote: null,
  demoAddresses: [],
  demoRegionIsDataSource: false,
  companyName: null,
  contact: null,
  toast: null,
};

/**
 * Without a connection the store talks to the page's own origin with the session cookie
 * until an <Estimator> given this store connects its own.
 */
export function createEstimatorStore(
  initialConnection: EstimatorConnection = { api: createEstimatorApi({ apiBase: '' }) },
): EstimatorStore {
  let connection = initialConnection;
  const timers = createTimers();
  const generation = { suggestions: 0, analysis: 0 };

  return createStore<EstimatorState>()((set, get) => {
    const ctx: SliceContext = { set, get, timers, generation, connection: () => connection };
    const forgetRequests = () => {
      generation.suggestions += 1;
      generation.analysis += 1;
    };

    return {
      ...INITIAL_ESTIMATOR_DATA,
      ...createAddressSlice(ctx),
      ...createAnalysisSlice(ctx),
      ...createQuoteSlice(ctx),

      reset() {
        const { demoAddresses, demoRegionIsDataSource, companyName, contact, toast } = get();
        forgetRequests();
        // The success toast stays for its full time after 'Done'.
        timers.clearAll(['toast']);
        set({
          ...INITIAL_ESTIMATOR_DATA,
          demoAddresses,
          demoRegionIsDataSource,
          companyName,
          contact,
          toast,
        });
      },

      async loadDemoAddresses() {
        try {
          const { addresses, demoRegionIsDataSource } = await connection.api.demoAddresses();
          set({ demoAddresses: addresses, demoRegionIsDataSource });
        } catch (error) {
          console.warn('Yardstick estimator: demo addresses are unavailable', error);
        }
      },

      async loadCompanyName() {
        try {
          set({ companyName: await connection.api.companyName() });
        } catch (error) {
          // SPEC §8: a company name that cannot be fetched is logged only.
          console.error('Yardstick estimator: company name fetch failed', error);
        }
      },

      async loadContact() {
        if (get().contact) return;
        try {
          set({ contact: await connection.api.contact() });
        } catch (error) {
          // The call-back form works without it; a contact that cannot be fetched is logged only.
          console.warn('Yardstick estimator: company contact is unavailable', error);
        }
      },

      showToast(toast) {
        set({ toast });
        timers.start('toast', TOAST_DURATION_MS, () => set({ toast: null }));
      },

      dismissToast() {
        timers.clear('toast');
        set({ toast: null });
      },

      connect(next) {
        connection = next;
      },

      // Requests in flight are let finish: React's StrictMode unmounts and mounts again at
      // once, and an analysis started by the first mount must still show its answer.
      dispose() {
        timers.clearAll();
      },
    };
  });
}
