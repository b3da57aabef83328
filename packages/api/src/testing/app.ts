import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApp } from '../app/app.ts';
import { OWNER_CHANGED_CHANNEL } from '../app/publicReads/publicReads.ts';
import { SESSION_COOKIE, sessionExpiry, signSession } from '../platform/auth/session.ts';
import { sessionRepository } from '../modules/accounts/index.ts';
import { systemClock, type Clock } from '../platform/clock.ts';
import { parseEnv, type Config } from '../platform/config/config.ts';
import type { Database, Db } from '../platform/db/database.ts';
import { API_KEY_HEADER } from '../platform/http/authenticate.ts';
import type { FrontEndDirs } from '../platform/http/frontEnds/mountFrontEnds.ts';
import { createEngine, type Engine, type Providers } from '@yardstick/engine';
import { createLogger } from '../platform/logger.ts';
import { listen, urlOf } from '../app/server.ts';
import type { DomainResolver } from '../modules/storefronts/index.ts';
import { TestClient } from './client.ts';
import { holdTestDatabase, releaseTestDatabase } from './database.ts';
import { testProviderOptions } from './demoRegion.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** Test configuration: quiet logs, generous rate limits (tests that check limits lower them). */
export function testConfig(env: Record<string, string> = {}): Config {
  return parseEnv({
    NODE_ENV: 'test',
    // Blobs and secrets of a test never land in the developer's own ./.data.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'yardstick-test-')),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    DEMO: 'false',
    RATE_LIMIT_AUTH_MAX: '10000',
    RATE_LIMIT_API_MAX: '100000',
    RATE_LIMIT_API_KEY_MAX: '100000',
    // Analyses run on the test's own thread unless a test brings an engine with threads.
    ANALYSIS_THREADS: '0',
    // Sign-ins in milliseconds (password.test.ts checks the production cost); a test of
    // production keeps production's.
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '10' }),
    ...env,
  });
}

export interface TestApp {
  readonly url: string;
  readonly db: Db;
  readonly database: Database;
  readonly config: Config;
  /** No credentials: a visitor. */
  anonymous(): TestClient;
  /** Signed in as this owner (a real session cookie). */
  as(owner: { id: string }): TestClient;
  /** The widget: calls with this API key. */
  withApiKey(key: string): TestClient;
  /**
   * Resolves once the app has heard every change announced before the call: PostgreSQL hands
   * a listener its messages in commit order, so hearing a marker sent now means the rest came.
   */
  announcementsHeard(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  frontEnds?: FrontEndDirs;
  /** Providers of the test's own (fakes); the demo region otherwise. */
  providers?: Providers;
  /** An engine of the test's own (with threads); one shared by the worker's files otherwise. */
  engine?: Engine;
  domainResolver?: DomainResolver;
}

/**
 * The files of a worker share one demo-region engine, as they share the module graph: a parcel
 * one file measured is answered from the cache in the next, as on a long-running server.
 */
let sharedEngine: Engine | undefined;
const engineFor = (options: TestAppOptions): Engine =>
  options.engine ??
  (options.providers
    ? createEngine({ providers: options.providers })
    : (sharedEngine ??= createEngine({ providerOptions: testProviderOptions })));

/**
 * Starts the real app on a free port for the tests of this file (beforeAll) and stops it
 * afterwards. The database is the file's shared one (test/database.ts).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let server: Server | undefined;
  let database: Database | undefined;
  let url = '';
  const config = testConfig(options.env);
  const heard = new Set<string>();

  beforeAll(async () => {
    database = await holdTestDatabase();
    const app = createApp({
      config,
      database: notingAnnouncements(database, heard),
      logger: createLogger('silent'),
      clock: options.clock ?? systemClock,
      frontEnds: options.frontEnds,
      engine: engineFor(options),
      domainResolver: options.domainResolver,
      rateLimitNamespace: `${randomUUID()}:`,
    });
    server = await listen(app, 0, '127.0.0.1');
    // An analysis holds this process's event loop for seconds; with Node's 5 s keep-alive the
    // server could then close an idle socket just as the test's fetch reuses it (ECONNRESET).
    server.keepAliveTimeout = 60_000;
    url = urlOf(server);
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await releaseTestDatabase();
  });

  const started = (): Database => {
    if (!database) throw new Error('useTestApp(): the app is used before beforeAll ran');
    return database;
  };

  return {
    get url() {
      return url;
    },
    get db() {
      return started().db;
    },
    get database() {
      return started();
    },
    config,
    anonymous: () => new TestClient(url),
    as: (owner) =>
      new TestClient(url, async () => ({ cookie: await sessionCookie(started().db, owner.id) })),
    withApiKey: (key) => new TestClient(url, { [API_KEY_HEADER]: key }),
    announcementsHeard: async () => {
      const marker = randomUUID();
      // Sent again until heard, in case the app has not started listening yet.
      for (let waited = 0; waited < 10_000; waited += 100) {
        if (waited % 1_000 === 0)
          await started().db.execute(sql`SELECT pg_notify(${OWNER_CHANGED_CHANNEL}, ${marker})`);
        if (heard.has(marker)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('The app heard no change announcement within 10 seconds');
    },
  };
}

/** The app's database, noting each announcement the app hears for announcementsHeard(). */
function notingAnnouncements(database: Database, heard: Set<string>): Database {
  return {
    db: database.db,
    kind: database.kind,
    ping: () => database.ping(),
    listen: (channel, handlers) =>
      database.listen(channel, {
        ...handlers,
        onMessage: (payload) => {
          heard.add(payload);
          handlers.onMessage(payload);
        },
      }),
    close: () => database.close(),
  };
}

/** A real signed-in session of the owner: a session row and its cookie. */
export async function sessionCookie(db: Db, ownerId: string): Promise<string> {
  const sessionId = await sessionRepository(db).create(ownerId, sessionExpiry(new Date()));
  return `${SESSION_COOKIE}=${signSession({ ownerId, sessionId }, TEST_JWT_SECRET)}`;
}
