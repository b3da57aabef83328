import { ownerEndpoints as e } from '@yardstick/core/endpoints';
import { Router } from 'express';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import { route } from '../../platform/http/route.ts';
import { presentAcceptedQuote, type QuoteEvents } from '../quotes/index.ts';
import { accuracySettings, ownerAccuracy, updateAccuracySettings } from './ownerAccuracy.ts';
import { clearVerifiedArea, recordVerifiedArea } from './recordVerifiedArea.ts';
import { confirmVerifiedReprice, verifiedRepriceOffer } from './verifiedReprice.ts';

/** What the accuracy routes are built from. */
export interface AccuracyDeps {
  db: Db;
  clock: Clock;
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
  /** Told when a confirmed re-price changes a quote (webhooks). */
  events: Pick<QuoteEvents, 'updated'>;
}

/**
 * Field-verified areas and the owner's measured accuracy. Like the quotes they belong to,
 * they need a session only, also once a trial or subscription has ended:
 * PUT    /api/accepted-quotes/{id}/verified-area { verifiedSqFt | lawnGeometry, verifiedOn, note }
 * DELETE /api/accepted-quotes/{id}/verified-area            → { acceptedQuote }
 * GET    /api/accepted-quotes/{id}/verified-reprice         → { offer }: old and new totals
 * POST   /api/accepted-quotes/{id}/verified-reprice { expectedNewTotal } → { acceptedQuote }
 * GET    /api/accuracy                                       → the Accuracy page's figures
 * GET    /api/accuracy-settings, PUT { verifiedTolerancePercent?, shareVerifiedJobs?, applyCorrection? }
 */
export function accuracyRouter({ db, clock, limits, authenticate, events }: AccuracyDeps): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate()];

  route(router, e.recordVerifiedArea, ownerOnly, async ({ params, body }, req, res) => {
    const quote = await recordVerifiedArea(db, authOf(req).ownerId, params.id, body, clock.now());
    res.json({ acceptedQuote: presentAcceptedQuote(quote) });
  });

  route(router, e.clearVerifiedArea, ownerOnly, async ({ params }, req, res) => {
    const quote = await clearVerifiedArea(db, authOf(req).ownerId, params.id);
    res.json({ acceptedQuote: presentAcceptedQuote(quote) });
  });

  route(router, e.verifiedRepriceOffer, ownerOnly, async ({ params }, req, res) => {
    res.json({ offer: await verifiedRepriceOffer(db, authOf(req).ownerId, params.id) });
  });

  route(router, e.confirmVerifiedReprice, ownerOnly, async ({ params, body }, req, res) => {
    const at = clock.now();
    const { before, after } = await confirmVerifiedReprice(
      db,
      authOf(req).ownerId,
      params.id,
      body.expectedNewTotal,
      at,
    );
    await events.updated(before, after, { at, logger: req.log });
    res.json({ acceptedQuote: presentAcceptedQuote(after) });
  });

  route(router, e.accuracy, ownerOnly, async (_input, req, res) => {
    res.json(await ownerAccuracy(db, authOf(req).ownerId));
  });

  route(router, e.accuracySettings, ownerOnly, async (_input, req, res) => {
    res.json(await accuracySettings(db, authOf(req).ownerId));
  });

  route(router, e.updateAccuracySettings, ownerOnly, async ({ body }, req, res) => {
    res.json(await updateAccuracySettings(db, authOf(req).ownerId, body));
  });

  return router;
}
