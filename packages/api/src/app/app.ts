import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { createEngine, type Engine } from '@yardstick/engine';
import type { BlobStore } from '../platform/blobs/blobStore.ts';
import { createBlobStore } from '../platform/blobs/createBlobStore.ts';
import {
  accountStatusLoader,
  createRequireAccess,
  sessionRepository,
} from '../modules/accounts/index.ts';
import {
  createBillingProvider,
  createEstimateMeter,
  settleScheduledChanges,
} from '../modules/billing/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import { DatabaseHealth } from '../platform/db/databaseHealth.ts';
import { createAuthenticate } from '../platform/http/authenticate.ts';
import { apiNotFound, errorHandler } from '../platform/http/errorHandler.ts';
import { createEstimatorCaller } from '../platform/http/estimatorCaller.ts';
import { createRateLimits } from '../platform/http/rateLimits.ts';
import { requestLogging } from '../platform/http/requestLogging.ts';
import { mountFrontEnds, type FrontEndDirs } from '../platform/http/frontEnds/mountFrontEnds.ts';
import type { Logger } from '../platform/logger.ts';
import { PublicReads } from './publicReads/publicReads.ts';
import { apiRouter } from './apiRouter.ts';
import type { ApiParts } from './apiParts.ts';
import {
  STOREFRONT_NOT_FOUND_MESSAGE,
  dnsResolver,
  storefrontRepository,
  type DomainResolver,
} from '../modules/storefronts/index.ts';
import { setPasswordHashCost } from '../platform/auth/password.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
  /** The analysis engine (main.ts makes it from config); the demo region, inline, when not given. */
  engine?: Engine;
  /** Where the built front ends are; tests point this at fixtures. */
  frontEnds?: FrontEndDirs;
  /** Images by content hash; the configured store (files under DATA_DIR by default) when not given. */
  blobs?: BlobStore;
  /** DNS lookups of custom domains; node:dns asking config's DNS servers when not given. */
  domainResolver?: DomainResolver;
  /**
   * On PostgreSQL, rate-limit counts are kept in the database under this prefix, so servers
   * sharing it count a client once; tests give each app its own. None by default.
   */
  rateLimitNamespace?: string;
}

export const JSON_BODY_LIMIT = '1mb';

/** helmet's defaults, minus the HTTPS-only parts when the product is served over plain http (development). */
function securityHeaders(publicUrl: URL) {
  const https = publicUrl.protocol === 'https:';
  return helmet({
    strictTransportSecurity: https ? undefined : false,
    contentSecurityPolicy: {
      directives: {
        // Stripe's Payment Element loads its script and frames from Stripe.
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        // blob: for the logo preview before it is uploaded.
        imgSrc: ["'self'", 'data:', 'blob:'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
}

/** Builds the whole HTTP app from its dependencies; main.ts (or a test) decides where it listens. */
export function createApp({
  config,
  database,
  logger,
  clock,
  engine,
  frontEnds,
  blobs,
  domainResolver,
  rateLimitNamespace = '',
}: AppDeps): Express {
  const session = { jwtSecret: config.jwtSecret, publicUrl: config.publicUrl };
  // The process's one setting for new password hashes (lower only in test runs).
  setPasswordHashCost(config.passwords.hashCost);
  const loadAccountStatus = accountStatusLoader(settleScheduledChanges);
  const publicReads = new PublicReads(database, clock, loadAccountStatus);
  const databaseHealth = new DatabaseHealth(database);
  // Until following changes works, public reads go to the database every time.
  publicReads.follow().catch((error: unknown) => {
    logger.warn({ err: error }, 'Public reads are not cached: could not follow database changes');
  });
  const authenticate = createAuthenticate(session, {
    ownerIdByApiKey: (key) => publicReads.ownerIdByApiKey(key),
    isSessionLive: (ownerId, sessionId) =>
      sessionRepository(database.db).isLive(ownerId, sessionId),
  });
  const billing = createBillingProvider({ config, db: database.db, clock });
  const parts: ApiParts = {
    config,
    database,
    databaseHealth,
    db: database.db,
    clock,
    session,
    limits: createRateLimits(
      config.rateLimits,
      database.kind === 'postgres'
        ? { kind: 'database', db: database.db, namespace: rateLimitNamespace }
        : { kind: 'memory' },
      (key) => publicReads.knowsApiKey(key),
    ),
    authenticate,
    publicReads,
    requireAccess: createRequireAccess(database.db, clock, publicReads, loadAccountStatus),
    loadAccountStatus,
    engine: engine ?? createEngine(),
    billing,
    estimateMeter: createEstimateMeter({ db: database.db, provider: billing }),
    estimatorCaller: createEstimatorCaller(
      {
        storefrontBySubdomain: (subdomain) =>
          storefrontRepository(database.db).findBySubdomain(subdomain),
        storefrontNotFoundMessage: STOREFRONT_NOT_FOUND_MESSAGE,
      },
      authenticate,
    ),
    blobs: blobs ?? createBlobStore(config.blobs),
    domainResolver: domainResolver ?? dnsResolver({ servers: config.customDomains.dnsServers }),
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogging(logger));
  app.use(securityHeaders(config.publicUrl));
  // Answers of 1 KB and more (JSON, the pages' HTML, CSV) go out compressed when the client
  // accepts it; the front ends' built files have their copies compressed at build time.
  app.use(compression());
  app.use(
    '/api/webhooks/stripe',
    express.raw({ type: 'application/json', limit: JSON_BODY_LIMIT }),
  );
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(cookieParser());

  app.use('/api', apiRouter(parts));
  app.use('/api', apiNotFound);
  mountFrontEnds(app, config.publicUrl, frontEnds);

  app.use(errorHandler(logger, databaseHealth));
  return app;
}
