import type { DatabaseHealth } from '../platform/db/databaseHealth.ts';
import type { RequestHandler } from 'express';
import type { Engine } from '@yardstick/engine';
import type { LoadAccountStatus } from '../modules/accounts/index.ts';
import type { BillingProvider, MeterEstimates } from '../modules/billing/index.ts';
import type { BlobStore } from '../platform/blobs/blobStore.ts';
import type { Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config/config.ts';
import type { Database, Db } from '../platform/db/database.ts';
import type { createAuthenticate } from '../platform/http/authenticate.ts';
import type { RateLimits } from '../platform/http/rateLimits.ts';
import type { PublicReads } from './publicReads/publicReads.ts';
import type { SessionSettings } from '../platform/http/sessionCookie.ts';
import type { DomainResolver } from '../modules/storefronts/index.ts';

/**
 * What app.ts builds once at start: platform, engine and shared middleware. apiRouter.ts
 * gives each module's router only the parts it names in its own dependency object.
 */
export interface ApiParts {
  config: Config;
  database: Database;
  /** Whether the database is up, as the health answers tell it. */
  databaseHealth: DatabaseHealth;
  db: Db;
  clock: Clock;
  session: SessionSettings;
  limits: RateLimits;
  /** `authenticate()` for session routes, `authenticate({ allow: ['session', 'apiKey'] })` for widget routes. */
  authenticate: ReturnType<typeof createAuthenticate>;
  /** SPEC §4.3 policy: active subscription, super user or active trial; else 403. Put it after authenticate. */
  requireAccess: RequestHandler;
  /** The owner, their trial and whether they have access, with billing's scheduled changes settled. */
  loadAccountStatus: LoadAccountStatus;
  /** The analysis engine: its providers, chosen at start, its threads and its parcel cache. */
  engine: Engine;
  /** Stripe, or the built-in test-mode processor, chosen once at start. */
  billing: BillingProvider;
  /** Reports billed estimates to `billing`; one per app, so every analysis route meters alike. */
  estimateMeter: MeterEstimates;
  /** Who is asking for an estimate: widget key, storefront subdomain or owner session (SPEC §6). */
  estimatorCaller: RequestHandler;
  /** Storefronts, key owners and company names from memory, forgotten on every change. */
  publicReads: PublicReads;
  /** Map images and logos, by content hash. */
  blobs: BlobStore;
  /** DNS lookups of owners' custom domains. */
  domainResolver: DomainResolver;
}
