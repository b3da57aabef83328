import { ownerEndpoints as e } from '@yardstick/core/endpoints';
import { Router } from 'express';
import { analysisRepository } from '../../platform/db/repositories/analyses.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db/database.ts';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import { route } from '../../platform/http/route.ts';
import { presentPropertyAnalysis } from './presenter.ts';

/** What the analyses' routes are built from. */
export interface AnalysesDeps {
  db: Db;
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
}

/**
 * GET /api/property-analysis/{id}  the owner's own analysis → { propertyAnalysis: { id, mapData, propertySize } }
 * (New analyses are made by POST /api/analyze-property, in estimatorRouter.ts.)
 */
export function analysesRouter({ db, limits, authenticate }: AnalysesDeps): Router {
  const router = Router();

  route(router, e.propertyAnalysis, [limits.api, authenticate()], async ({ params }, req, res) => {
    const analysis = await analysisRepository(db).get(authOf(req).ownerId, params.id);
    if (!analysis) throw new NotFoundError('Property analysis not found');
    res.json({ propertyAnalysis: presentPropertyAnalysis(analysis) });
  });

  return router;
}
