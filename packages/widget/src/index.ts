/** What the apps import (from source): the estimator component and its store. */
export { Estimator, type EstimatorProps } from './Estimator.tsx';
export { createEstimatorStore, type EstimatorStore } from './store/createEstimatorStore.ts';
export type {
  AnalysisStatus,
  EstimatorConnection,
  EstimatorState,
  QuoteStep,
} from './store/types.ts';
export { createEstimatorApi, type EstimatorApi } from './api/estimatorApi.ts';
export type { EstimatorAccess } from './api/access.ts';
