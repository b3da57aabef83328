import { MIN_PROGRESS_DISPLAY_MS } from '@yardstick/core/analysisProgress';
import { vi, type Mock } from 'vitest';
import { createEstimatorApi } from '../api/estimatorApi.ts';
import { createEstimatorStore, type EstimatorStore } from '../store/createEstimatorStore.ts';
import { createFakeFetch, type FakeFetch, type RouteHandler } from './fakeFetch.ts';
import { quietFakeTimers } from './quietFakeTimers.ts';

/** A store, its fake server, the host callbacks' spies and a way to read its state. */
export interface StoreHarness {
  store: EstimatorStore;
  server: FakeFetch;
  onAnalysisComplete: Mock;
  onQuoteAccepted: Mock;
  state: () => ReturnType<EstimatorStore['getState']>;
}

/**
 * A store wired to a fake server, with spies for the host callbacks, under fake timers and
 * with the store's logging silenced (setup.ts restores both after each test).
 */
export function storeWithServer(
  routes: Record<string, RouteHandler> = {},
  access: { apiKey?: string } = {},
): StoreHarness {
  quietFakeTimers();
  const server = createFakeFetch(routes);
  const onAnalysisComplete = vi.fn();
  const onQuoteAccepted = vi.fn();
  const store = createEstimatorStore({
    api: createEstimatorApi({ apiBase: 'http://api.test', fetch: server.fetch, ...access }),
    onAnalysisComplete,
    onQuoteAccepted,
  });
  return { store, server, onAnalysisComplete, onQuoteAccepted, state: () => store.getState() };
}

/** Lets the progress panel's minimum display pass, then gives the analysis' outcome. */
export async function settled<T>(pending: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(MIN_PROGRESS_DISPLAY_MS);
  return pending;
}
