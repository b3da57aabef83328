import type { AnalysisThreads, Providers } from '@yardstick/engine';
import { Router, type RequestHandler } from 'express';
import type { MeterEstimates } from '../billing/index.ts';
import type { BlobStore } from '../../platform/blobs/blobStore.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import type { Logger } from '../../platform/logger.ts';
import { analysesRouter } from './analysesRouter.ts';
import { estimatorRouter } from './estimatorRouter.ts';

/** What the estimator's and the analyses' routes are built from. */
export interface EstimatesDeps {
  db: Db;
  clock: Clock;
  limits: Pick<RateLimits, 'api' | 'apiKey'>;
  /** The settings read at start, with whether the demo region is where the data comes from. */
  config: Pick<Config, 'analysis' | 'dailyAnalysisLimits' | 'demo'> & {
    demoRegionIsDataSource: boolean;
  };
  authenticate: Authenticate;
  /** SPEC §4.3: active subscription, super user or active trial. */
  requireAccess: RequestHandler;
  /** Who is asking: widget key, storefront subdomain or owner session (SPEC §6). */
  estimatorCaller: RequestHandler;
  /** The engine's geocoder, parcels, imagery, buildings and vision, chosen at start. */
  providers: Providers;
  /** Worker threads for the pixel work; undefined runs it on the event loop. */
  analysisThreads: AnalysisThreads | undefined;
  /** Map images, by content hash. */
  blobs: BlobStore;
  /** Reports billed estimates to billing. */
  meter: MeterEstimates;
  /** Owners as homeowners' requests see them, from memory. */
  reads: {
    companyName(ownerId: string): Promise<string | undefined>;
    owner(ownerId: string): Promise<{ isDemo: boolean } | undefined>;
  };
  /** Sends the trial's reminder e-mail once it is due; a failure is logged, never thrown. */
  remindTrial(ownerId: string, now: Date, logger: Logger): Promise<void>;
}

/** The estimator's calls (estimatorRouter.ts) and the owner's own analyses (analysesRouter.ts). */
export function estimatesRouter(deps: EstimatesDeps): Router {
  const router = Router();
  router.use(analysesRouter(deps), estimatorRouter(deps));
  return router;
}
