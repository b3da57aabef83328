import { AnalysisLine } from './analysisLine.ts';
import { QuoteCapReachedError } from './dailyLimits.ts';
import { ADDRESS_SUGGESTION_LIMIT } from '@yardstick/core/addressSuggestions';
import { estimatorEndpoints as e } from '@yardstick/core/endpoints';
import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import type { MapImageVariant } from '@yardstick/core/mapImage';
import type { DemoStatus, GeocodeResponse } from '@yardstick/core/schemas/analysis';
import { noQuotesMessage } from '@yardstick/core/schemas/storefronts';
import { Router, type RequestHandler } from 'express';
import { mapImagesFromSketches, smallMapImages } from '../../platform/blobs/mapImageVariants.ts';
import { analysisRepository } from '../../platform/db/repositories/analyses.ts';
import { apiKeyRepository } from '../accounts/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { ownerOffersPricing } from '../priceList/index.ts';
import { analyzeForOwner } from './analyzeForOwner.ts';
import { API_KEY_HEADER, authOf } from '../../platform/http/authenticate.ts';
import { neutralOwnerAccessError } from '../../platform/http/publicAccessError.ts';
import { sendBlob } from '../../platform/http/sendBlob.ts';
import { route } from '../../platform/http/route.ts';
import { allowWidget } from '../../platform/http/widgetCors.ts';
import { warmAnalysisThreads } from '../../platform/http/warmAnalysisThreads.ts';
import { presentPublicAnalysisResult } from './presenter.ts';
import type { Engine } from '@yardstick/engine';
import type { EstimateMeter } from './recordEstimate.ts';
import type { SettleOwner } from './usagePeriod.ts';
import type { BlobStore } from '../../platform/blobs/blobStore.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import type { Logger } from '../../platform/logger.ts';

/** What the estimator's routes are built from. */
export interface EstimatorDeps {
  db: Db;
  clock: Clock;
  limits: Pick<RateLimits, 'api' | 'apiKey'>;
  /** The settings read at start, with whether the demo region is where the data comes from. */
  config: Pick<Config, 'analysis' | 'dailyAnalysisLimits' | 'demo'> & {
    demoRegionIsDataSource: boolean;
  };
  /** SPEC §4.3: active subscription, super user or active trial. */
  requireAccess: RequestHandler;
  /** Who is asking: widget key, storefront subdomain or owner session (SPEC §6). */
  estimatorCaller: RequestHandler;
  /** The analysis engine, with its providers chosen at start (and its threads, if any). */
  engine: Engine;
  /** Map images, by content hash. */
  blobs: BlobStore;
  /** Reports billed estimates to billing. */
  meter: EstimateMeter;
  /** Billing's settling of plan changes whose time has come, before an estimate is counted. */
  settleOwner: SettleOwner;
  /** Owners as homeowners' requests see them, from memory. */
  reads: {
    companyName(ownerId: string): Promise<string | undefined>;
    owner(ownerId: string): Promise<{ isDemo: boolean } | undefined>;
  };
  /** Sends the trial's reminder e-mail once it is due; a failure is logged, never thrown. */
  remindTrial(ownerId: string, now: Date, logger: Logger): Promise<void>;
  /** Counts a homeowner the owner's daily limit turned away (one e-mail a day); never throws. */
  noteTurnedAway(ownerId: string, logger: Logger): Promise<void>;
}

/** Map images never change once made: browsers and CDNs may keep them. */
const MAP_IMAGE_CACHE = 'public, max-age=86400, immutable';

/**
 * The estimator's calls, made from the owner app, storefronts and other people's sites:
 * POST /api/analyze-property  {address, storefrontSubdomain?} by key, storefront or session → analysis result
 * GET  /api/geocode?q=        ≥ 3 characters → {features:[{place_name, center}]} (Mapbox's shape)
 * GET  /api/demo              whether the landing page's live demo runs here → {live}
 * GET  /api/demo/addresses    the demo region's addresses → {addresses:[{address, center}]}
 * GET  /api/green-overlay-image?analysisId=[&variant=small]  the map image (PNG; WebP for phones), by the unguessable analysis id
 * GET  /api/analysis-imagery?analysisId=     the plain photo under the lawn editor's map (JPEG);
 *                                             where it lies is mapData.imageryOverlay
 */
export function estimatorRouter({
  db,
  config,
  clock,
  limits,
  requireAccess,
  engine,
  meter,
  settleOwner,
  estimatorCaller,
  blobs,
  reads,
  remindTrial,
  noteTurnedAway,
}: EstimatorDeps): Router {
  const router = Router();
  allowWidget(
    router,
    '/analyze-property',
    '/geocode',
    '/demo/addresses',
    '/green-overlay-image',
    '/analysis-imagery',
  );

  // Every analysis under way is counted, from its first database read to its stored result.
  // Without threads this line is the only bound on the pixel work: one under way and the
  // queue limit waiting. With them, their own line bounds the pixel work, and a request
  // mostly waits for the database: this line then holds four times the threads' room.
  const pixelRoom = Math.max(1, config.analysis.threads) + config.analysis.queueLimit;
  const analysisLine = new AnalysisLine(engine.threaded ? 4 * pixelRoom : pixelRoom);
  const estimatorOnly = [limits.apiKey, estimatorCaller, requireAccess];
  route(router, e.analyzeProperty, estimatorOnly, async ({ body }, req, res) => {
    const auth = authOf(req);
    const { ownerId } = auth;
    const landingDemo = req.get(API_KEY_HEADER) === DEMO_LANDING_API_KEY;
    const caller = landingDemo ? 'demo' : auth.kind === 'session' ? 'owner' : 'public';
    // A storefront without a priced service would quote $0.00: homeowners are told to get
    // in touch instead, before an estimate is spent.
    if (auth.kind === 'storefront' && !(await ownerOffersPricing(db, ownerId))) {
      throw new ConflictError(
        noQuotesMessage((await reads.companyName(ownerId)) ?? 'This company'),
      );
    }
    // Demos are nobody's estimates: no count, and so no trial reminder falls due.
    const countsAsEstimate = !(await reads.owner(ownerId))?.isDemo;
    const result = await analysisLine
      .run(async () =>
        analyzeForOwner({
          db,
          engine,
          blobs,
          ownerId,
          address: body.address,
          now: clock.now(),
          countsAsEstimate,
          demoRates: landingDemo,
          requester: { caller, clientIp: caller === 'owner' ? undefined : req.ip },
          limits: config.dailyAnalysisLimits,
          meter,
          settle: settleOwner,
        }),
      )
      .catch(async (error: unknown) => {
        if (error instanceof QuoteCapReachedError) await noteTurnedAway(ownerId, req.log);
        throw error;
      });
    if (countsAsEstimate) await remindTrial(ownerId, clock.now(), req.log);
    res.json(auth.kind === 'session' ? result : presentPublicAnalysisResult(result));
  });

  const warm = warmAnalysisThreads(engine);
  route(router, e.geocode, [warm, limits.apiKey], async ({ query }, _req, res) => {
    const suggestions = await engine.suggest(query.q, ADDRESS_SUGGESTION_LIMIT);
    const body: GeocodeResponse = {
      features: suggestions.map((s) => ({ place_name: s.placeName, center: s.center })),
    };
    res.json(body);
  });

  route(router, e.demo, [limits.api], async (_input, _req, res) => {
    // Off in production by default (DEMO): the landing page then shows a static sample.
    const live =
      config.demo &&
      (await apiKeyRepository(db).findOwnerIdByKey(DEMO_LANDING_API_KEY)) !== undefined;
    const body: DemoStatus = { live };
    res.json(body);
  });

  route(router, e.demoAddresses, [warm, limits.api], (_input, _req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.json({
      addresses: engine.demoAddresses(),
      demoRegionIsDataSource: config.demoRegionIsDataSource,
    });
  });

  const analyses = analysisRepository(db);
  const smallImages = smallMapImages(db, blobs);
  const sketchedImages = mapImagesFromSketches(db, blobs);
  /** The analysis's map image, or its small variant; either is made on first request. */
  async function mapImageOf(
    analysisId: string,
    variant: MapImageVariant | undefined,
    options: { remake?: boolean } = {},
  ) {
    const source = await analyses.findMapImageSource(analysisId);
    const key =
      source && 'sketchKey' in source
        ? await sketchedImages.keyFor(source.sketchKey, options)
        : source?.imageKey;
    if (!key) return undefined;
    if (!variant) return { key, contentType: 'image/png' };
    const small = await smallImages.keyFor(key, options);
    return small ? { key: small, contentType: smallImages.contentType } : undefined;
  }
  route(router, e.mapImage, [limits.api], async ({ query }, req, res) => {
    const { analysisId, variant } = query;
    const image = await mapImageOf(analysisId, variant);
    if (image && (await sendBlob(req, res, blobs, image, MAP_IMAGE_CACHE))) return;
    // An image made on request whose file is gone (a cleared blob folder) is made again.
    const remade = image && (await mapImageOf(analysisId, variant, { remake: true }));
    if (!remade || !(await sendBlob(req, res, blobs, remade, MAP_IMAGE_CACHE))) {
      throw new NotFoundError('Map image not found');
    }
  });
  route(router, e.analysisImagery, [limits.api], async ({ query }, req, res) => {
    const key = await analyses.findImageKey(query.analysisId, 'imagery');
    const image = key ? { key, contentType: 'image/jpeg' } : undefined;
    if (!image || !(await sendBlob(req, res, blobs, image, MAP_IMAGE_CACHE))) {
      throw new NotFoundError('Imagery not found');
    }
  });

  router.use(neutralOwnerAccessError((ownerId) => reads.companyName(ownerId)));
  return router;
}
