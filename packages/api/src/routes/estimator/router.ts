import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import { ADDRESS_SUGGESTION_LIMIT } from '@yardstick/core/addressSuggestions';
import {
  analyzeRequestSchema,
  geocodeQuerySchema,
  type GeocodeResponse,
} from '@yardstick/core/schemas/analysis';
import { acceptQuoteRequestSchema, idempotencyKeySchema } from '@yardstick/core/schemas/quotes';
import { Router } from 'express';
import { z } from 'zod';
import { listDemoAddresses, searchAddresses } from '@yardstick/engine';
import { createEstimateMeter } from '../../billing/meterEstimates.ts';
import { analysisRepository } from '../../db/repositories/analyses.ts';
import { NotFoundError } from '../../errors.ts';
import { analyzeForOwner } from '../../estimates/analyzeForOwner.ts';
import { sendTrialRemindersQuietly } from '../../trialReminders/sendTrialReminders.ts';
import { API_KEY_HEADER, authOf } from '../../http/authenticate.ts';
import { createEstimatorCaller } from '../../http/estimatorCaller.ts';
import { sendBlob } from '../../http/sendBlob.ts';
import { validate } from '../../http/validate.ts';
import { allowWidget } from '../../http/widgetCors.ts';
import { presentAcceptedQuote } from '../../presenters/quotes.ts';
import { acceptQuote } from '../../quotes/acceptQuote.ts';
import { notifyQuoteAccepted } from '../../mail/notifyQuoteAccepted.ts';
import type { RouteKit } from '../kit.ts';

/** Map images never change once made: browsers and CDNs may keep them. */
const MAP_IMAGE_CACHE = 'public, max-age=86400, immutable';

/**
 * The estimator's calls, made from the owner app, storefronts and other people's sites:
 * POST /api/analyze-property  {address, storefrontSubdomain?} by key, storefront or session → analysis result
 * POST /api/accept-quote      SPEC §3 payload (prices recomputed here) → 201 {acceptedQuote}; a repeat → 200
 * GET  /api/geocode?q=        ≥ 3 characters → {features:[{place_name, center}]} (Mapbox's shape)
 * GET  /api/demo/addresses    the demo region's addresses → {addresses:[{address, center}]}
 * GET  /api/green-overlay-image?analysisId=  the map image (PNG), by the unguessable analysis id
 */
export function estimatorRouter({
  db,
  config,
  clock,
  limits,
  authenticate,
  requireAccess,
  providers,
  billing,
  blobs,
}: RouteKit): Router {
  const router = Router();
  const meter = createEstimateMeter({ db, provider: billing });
  allowWidget(
    router,
    '/analyze-property',
    '/accept-quote',
    '/geocode',
    '/demo/addresses',
    '/green-overlay-image',
  );
  const caller = createEstimatorCaller(db, authenticate);

  const analyzeInput = validate({ body: analyzeRequestSchema });
  router.post(
    '/analyze-property',
    limits.apiKey,
    caller,
    requireAccess,
    analyzeInput,
    async (req, res) => {
      const result = await analyzeForOwner({
        db,
        providers,
        blobs,
        ownerId: authOf(req).ownerId,
        address: analyzeInput.parsed(req).body.address,
        now: clock.now(),
        countsAsEstimate: req.get(API_KEY_HEADER) !== DEMO_LANDING_API_KEY,
        meter,
      });
      await sendTrialRemindersQuietly(db, authOf(req).ownerId, clock.now(), {
        publicUrl: config.publicUrl,
        logger: req.log,
      });
      res.json(result);
    },
  );

  const acceptInput = validate({
    body: acceptQuoteRequestSchema,
    headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
  });
  router.post(
    '/accept-quote',
    limits.apiKey,
    caller,
    requireAccess,
    acceptInput,
    async (req, res) => {
      const { body: request, headers } = acceptInput.parsed(req);
      const idempotencyKey = request.idempotencyKey ?? headers['idempotency-key'];
      const { quote, created } = await acceptQuote(db, authOf(req).ownerId, {
        ...request,
        idempotencyKey,
      });
      if (created)
        await notifyQuoteAccepted(db, quote, { publicUrl: config.publicUrl, logger: req.log });
      res.status(created ? 201 : 200).json({ acceptedQuote: presentAcceptedQuote(quote) });
    },
  );

  const geocodeInput = validate({ query: geocodeQuerySchema });
  router.get('/geocode', limits.apiKey, geocodeInput, async (req, res) => {
    const suggestions = await searchAddresses(
      geocodeInput.parsed(req).query.q,
      providers,
      ADDRESS_SUGGESTION_LIMIT,
    );
    const body: GeocodeResponse = {
      features: suggestions.map((s) => ({ place_name: s.placeName, center: s.center })),
    };
    res.json(body);
  });

  router.get('/demo/addresses', limits.api, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.json({ addresses: listDemoAddresses() });
  });

  const imageInput = validate({
    query: z.object({
      analysisId: z.string({ error: 'analysisId is required' }).min(1, 'analysisId is required'),
    }),
  });
  router.get('/green-overlay-image', limits.api, imageInput, async (req, res) => {
    const analysisId = imageInput.parsed(req).query.analysisId;
    const key = await analysisRepository(db).findMapImageKey(analysisId);
    const image = key ? { key, contentType: 'image/png' } : undefined;
    if (!image || !(await sendBlob(req, res, blobs, image, MAP_IMAGE_CACHE))) {
      throw new NotFoundError('Map image not found');
    }
  });

  return router;
}
