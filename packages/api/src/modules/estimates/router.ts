import { Router } from 'express';
import { analysesRouter, type AnalysesDeps } from './analysesRouter.ts';
import { estimatorRouter, type EstimatorDeps } from './estimatorRouter.ts';

/** What the estimator's and the analyses' routes are built from. */
export type EstimatesDeps = EstimatorDeps & AnalysesDeps;

/** The estimator's calls (estimatorRouter.ts) and the owner's own analyses (analysesRouter.ts). */
export function estimatesRouter(deps: EstimatesDeps): Router {
  const router = Router();
  router.use(analysesRouter(deps), estimatorRouter(deps));
  return router;
}
