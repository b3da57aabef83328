import {
  confirmRepriceRequestSchema,
  recordVerifiedAreaRequestSchema,
  updateAccuracySettingsRequestSchema,
} from '@yardstick/core/schemas/verifiedArea';
import { Router } from 'express';
import {
  accuracySettings,
  ownerAccuracy,
  updateAccuracySettings,
} from '../../accuracy/ownerAccuracy.ts';
import { clearVerifiedArea, recordVerifiedArea } from '../../accuracy/recordVerifiedArea.ts';
import { confirmVerifiedReprice, verifiedRepriceOffer } from '../../accuracy/verifiedReprice.ts';
import { authOf } from '../../platform/http/authenticate.ts';
import { idParams, validate } from '../../platform/http/validate.ts';
import { presentAcceptedQuote } from '../../modules/quotes/index.ts';
import { queueQuoteUpdated } from '../../modules/notifications/index.ts';
import type { RouteKit } from '../kit.ts';

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
export function accuracyRouter({ db, clock, limits, authenticate }: RouteKit): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate()];
  const verifiedPath = '/accepted-quotes/:id/verified-area';
  const repricePath = '/accepted-quotes/:id/verified-reprice';

  const recordInput = validate({ params: idParams, body: recordVerifiedAreaRequestSchema });
  router.put(verifiedPath, ...ownerOnly, recordInput, async (req, res) => {
    const { params, body } = recordInput.parsed(req);
    const quote = await recordVerifiedArea(db, authOf(req).ownerId, params.id, body, clock.now());
    res.json({ acceptedQuote: presentAcceptedQuote(quote) });
  });

  const idInput = validate({ params: idParams });
  router.delete(verifiedPath, ...ownerOnly, idInput, async (req, res) => {
    const { params } = idInput.parsed(req);
    const quote = await clearVerifiedArea(db, authOf(req).ownerId, params.id);
    res.json({ acceptedQuote: presentAcceptedQuote(quote) });
  });

  router.get(repricePath, ...ownerOnly, idInput, async (req, res) => {
    const { params } = idInput.parsed(req);
    res.json({ offer: await verifiedRepriceOffer(db, authOf(req).ownerId, params.id) });
  });

  const confirmInput = validate({ params: idParams, body: confirmRepriceRequestSchema });
  router.post(repricePath, ...ownerOnly, confirmInput, async (req, res) => {
    const { params, body } = confirmInput.parsed(req);
    const at = clock.now();
    const { before, after } = await confirmVerifiedReprice(
      db,
      authOf(req).ownerId,
      params.id,
      body.expectedNewTotal,
      at,
    );
    await queueQuoteUpdated(db, before, after, { at, logger: req.log });
    res.json({ acceptedQuote: presentAcceptedQuote(after) });
  });

  router.get('/accuracy', ...ownerOnly, async (req, res) => {
    res.json(await ownerAccuracy(db, authOf(req).ownerId));
  });

  router.get('/accuracy-settings', ...ownerOnly, async (req, res) => {
    res.json(await accuracySettings(db, authOf(req).ownerId));
  });

  const settingsInput = validate({ body: updateAccuracySettingsRequestSchema });
  router.put('/accuracy-settings', ...ownerOnly, settingsInput, async (req, res) => {
    const { body } = settingsInput.parsed(req);
    res.json(await updateAccuracySettings(db, authOf(req).ownerId, body));
  });

  return router;
}
