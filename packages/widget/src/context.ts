import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EstimatorApi } from './api/estimatorApi.ts';
import type { ContactDetails } from './estimatorTypes.ts';
import type { EstimatorStore } from './store/createEstimatorStore.ts';
import type { EstimatorActions, EstimatorState } from './store/types.ts';

/** Display choices made by the host, read by the cards deep in the tree. */
export interface EstimatorSettings {
  allowAccept: boolean;
  showTrialCta: boolean;
  demo: boolean;
  /** /register?plan=starter on the main site. */
  trialUrl: string;
  /** The company's name and contact as the host knows them (a storefront); else read by key. */
  companyName?: string;
  contact?: ContactDetails;
  /** The host knows quotes are unavailable (a storefront without plan): contact and call back only. */
  quotesUnavailable: boolean;
  /** False where the owner switched the page off: the contact alone, no call-back form. */
  takesCallbacks: boolean;
}

export interface EstimatorContextValue {
  store: EstimatorStore;
  api: EstimatorApi;
  settings: EstimatorSettings;
}

export const EstimatorContext = createContext<EstimatorContextValue | null>(null);

export function useEstimatorContext(): EstimatorContextValue {
  const value = useContext(EstimatorContext);
  if (!value) throw new Error('Estimator parts must be rendered inside <Estimator>');
  return value;
}

/** Reads one slice of this estimator's store; re-renders only when it changes. */
export function useEstimator<T>(selector: (state: EstimatorState) => T): T {
  return useStore(useEstimatorContext().store, selector);
}

/** The store's actions: stable functions, so reading them never causes a re-render. */
export function useEstimatorActions(): EstimatorActions {
  return useEstimatorContext().store.getState();
}
