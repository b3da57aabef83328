import type { StoreApi } from 'zustand/vanilla';
import type { Timers } from './timers.ts';
import type { EstimatorConnection, EstimatorState } from './types.ts';

/** What every slice of one estimator's store shares. */
export interface SliceContext {
  set: StoreApi<EstimatorState>['setState'];
  get: StoreApi<EstimatorState>['getState'];
  timers: Timers;
  connection(): EstimatorConnection;
  /**
   * Bumped when a newer request (or a reset) makes older answers stale: an answer is
   * applied only if its counter value is still current.
   */
  generation: { suggestions: number; analysis: number };
}

/** Host callbacks are the host's code: one that throws must not break the estimator. */
export function notifyHost<T>(callback: ((value: T) => void) | undefined, value: T): void {
  if (!callback) return;
  try {
    callback(value);
  } catch (error) {
    console.error('Yardstick estimator: a host callback failed', error);
  }
}
