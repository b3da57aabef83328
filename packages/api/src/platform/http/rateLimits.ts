import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Config, RateLimitRule } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { RateLimitedError } from '../errors.ts';
import { API_KEY_HEADER } from './authenticate.ts';
import { DatabaseRateLimitStore } from './databaseRateLimitStore.ts';

export interface RateLimits {
  /** Register and the password routes, per client IP: slows sign-up floods and guessing. */
  auth: RequestHandler;
  /**
   * Sign-in, per client IP, on the same rule: only failed attempts count (a successful one
   * gives its count back), so an owner who signs in often is never locked out by it.
   */
  signIn: RequestHandler;
  /**
   * Routes the widget calls, per API key and client IP once the key is known to be valid, per
   * client IP before: a header anyone can fill must never pick how many counters there are.
   */
  apiKey: RequestHandler;
  /** Every other API route, per client IP. */
  api: RequestHandler;
  /**
   * Wrong current passwords (changing the password or the sign-in e-mail), per signed-in
   * account on the sign-in rule: a stolen session cannot guess the password from many IPs.
   */
  accountPassword: RequestHandler;
}

/** What the key generators read of a request. */
interface ClientRequest {
  ip?: string;
  get(header: string): string | undefined;
}

const clientIp = (req: Pick<ClientRequest, 'ip'>) => ipKeyGenerator(req.ip ?? 'unknown');

/** A fixed-length stand-in for a key, so no header value is ever stored as it came. */
const digestOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The widget's counter: the key's digest and the client IP for a key this server already knows
 * to be valid, the client IP alone for anything else (no key, a guessed one, 12 KB of junk).
 */
export function widgetClientKey(
  req: ClientRequest,
  isKnownApiKey: (key: string) => boolean,
): string {
  const apiKey = req.get(API_KEY_HEADER);
  const ip = clientIp(req);
  return apiKey !== undefined && isKnownApiKey(apiKey) ? `key:${digestOf(apiKey)}|${ip}` : ip;
}

function limiter(
  rule: RateLimitRule,
  message: string,
  keyGenerator: (req: Request) => string,
  store: Store | undefined,
  { failuresOnly = false } = {},
): RequestHandler {
  return rateLimit({
    store,
    // Counted on arrival, given back when the answer is a success (below 400).
    skipSuccessfulRequests: failuresOnly,
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator,
    handler: (_req, _res, next) => next(new RateLimitedError(message)),
  });
}

/**
 * Where the counts are kept: in this process's memory (one server on PGlite), or in the
 * database that several servers share. `namespace` sets one app's counters apart from another's
 * on the same database (each test app starts with fresh counts); servers that share limits
 * share it.
 */
export type RateLimitCounts = { kind: 'memory' } | { kind: 'database'; db: Db; namespace: string };

/**
 * Limiters are created per app, so each test app starts with fresh counts. `isKnownApiKey`
 * answers from memory whether a widget key was already found valid (no database read).
 */
export function createRateLimits(
  rules: Config['rateLimits'],
  counts: RateLimitCounts = { kind: 'memory' },
  isKnownApiKey: (key: string) => boolean = () => false,
): RateLimits {
  const store = (name: string) =>
    counts.kind === 'database'
      ? new DatabaseRateLimitStore(counts.db, `${counts.namespace}${name}`)
      : undefined;
  const tooManyAttempts = 'Too many attempts. Please wait a few minutes and try again.';
  return {
    auth: limiter(rules.auth, tooManyAttempts, clientIp, store('auth')),
    signIn: limiter(rules.auth, tooManyAttempts, clientIp, store('signIn'), {
      failuresOnly: true,
    }),
    apiKey: limiter(
      rules.apiKey,
      'Too many requests for this estimator. Please wait a minute and try again.',
      (req) => widgetClientKey(req, isKnownApiKey),
      store('apiKey'),
    ),
    accountPassword: limiter(
      rules.auth,
      tooManyAttempts,
      (req) => `owner:${req.auth?.ownerId ?? clientIp(req)}`,
      store('accountPassword'),
      { failuresOnly: true },
    ),
    api: limiter(
      rules.api,
      'Too many requests. Please slow down and try again in a minute.',
      clientIp,
      store('api'),
    ),
  };
}

/**
 * Runs `limiter` only for requests that reach the database. A public read answered from memory
 * costs what /api/health costs, which no limit guards; counting it would cost a sixth of the
 * throughput. Misses still count: unknown storefronts and guessed keys are always misses.
 */
export function limitDatabaseReads(
  limiter: RequestHandler,
  answeredFromMemory: (req: Request) => boolean,
): RequestHandler {
  return (req, res, next) => (answeredFromMemory(req) ? next() : limiter(req, res, next));
}
