import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Config, RateLimitRule } from '../config.ts';
import { RateLimitedError } from '../errors.ts';
import { API_KEY_HEADER } from './authenticate.ts';

export interface RateLimits {
  /** Login and register, per client IP: slows password guessing and sign-up floods. */
  auth: RequestHandler;
  /** Routes the widget calls, per API key and client IP. */
  apiKey: RequestHandler;
  /** Every other API route, per client IP. */
  api: RequestHandler;
}

const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

function limiter(
  rule: RateLimitRule,
  message: string,
  keyGenerator: (req: Request) => string,
): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator,
    handler: (_req, _res, next) => next(new RateLimitedError(message)),
  });
}

/** Limiters are created per app, so each test app starts with fresh counts. */
export function createRateLimits(rules: Config['rateLimits']): RateLimits {
  return {
    auth: limiter(
      rules.auth,
      'Too many attempts. Please wait a few minutes and try again.',
      clientIp,
    ),
    apiKey: limiter(
      rules.apiKey,
      'Too many requests for this estimator. Please wait a minute and try again.',
      (req) => `${req.get(API_KEY_HEADER) ?? 'session'}|${clientIp(req)}`,
    ),
    api: limiter(
      rules.api,
      'Too many requests. Please slow down and try again in a minute.',
      clientIp,
    ),
  };
}
