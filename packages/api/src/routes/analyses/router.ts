import { Router } from 'express';
import { analysisRepository } from '../../platform/db/repositories/analyses.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/authenticate.ts';
import { idParams, validate } from '../../platform/http/validate.ts';
import { presentPropertyAnalysis } from '../../presenters/analyses.ts';
import type { RouteKit } from '../kit.ts';

/**
 * GET /api/property-analysis/{id}  the owner's own analysis → { propertyAnalysis: { id, mapData, propertySize } }
 * (New analyses are made by POST /api/analyze-property, in routes/estimator.)
 */
export function analysesRouter({ db, limits, authenticate }: RouteKit): Router {
  const router = Router();

  const getInput = validate({ params: idParams });
  router.get('/property-analysis/:id', limits.api, authenticate(), getInput, async (req, res) => {
    const analysis = await analysisRepository(db).get(
      authOf(req).ownerId,
      getInput.parsed(req).params.id,
    );
    if (!analysis) throw new NotFoundError('Property analysis not found');
    res.json({ propertyAnalysis: presentPropertyAnalysis(analysis) });
  });

  return router;
}
