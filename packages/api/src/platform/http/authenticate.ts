import { API_KEY_HEADER } from '@yardstick/core/client';
import type { Request, RequestHandler } from 'express';
import { looksLikeApiKey } from '../auth/apiKeys.ts';
import {
  API_KEY_NOT_ALLOWED_MESSAGE,
  INVALID_API_KEY_MESSAGE,
  SIGN_IN_MESSAGE,
  type Auth,
  type AuthKind,
} from '../auth/caller.ts';
import { SESSION_COOKIE, verifySession, type SessionClaims } from '../auth/session.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { assertSameOriginWrite } from './csrf.ts';
import { clearSessionCookie, type SessionSettings } from './sessionCookie.ts';

export {
  API_KEY_NOT_ALLOWED_MESSAGE,
  INVALID_API_KEY_MESSAGE,
  SIGN_IN_MESSAGE,
  type Auth,
  type AuthKind,
} from '../auth/caller.ts';

declare global {
  // oxlint-disable-next-line typescript/no-namespace -- Express's own extension point
  namespace Express {
    interface Request {
      auth?: Auth;
    }
  }
}

export { API_KEY_HEADER };
/** An owner's answers are theirs alone: no browser or proxy cache may keep them. */
const NO_STORE = 'no-store';

/** The look-ups authentication needs, built by the app from the accounts' storage. */
export interface AuthenticateLookups {
  /** The owner whose API key this is; undefined for an unknown or revoked key. */
  ownerIdByApiKey(key: string): Promise<string | undefined>;
  /** False once the session was signed out, signed out everywhere or deleted. */
  isSessionLive(ownerId: string, sessionId: string): Promise<boolean>;
}

export interface AuthenticateOptions {
  /**
   * Credentials this route accepts: session only unless the route is one the widget calls.
   * With both, a request carrying X-API-Key is judged by the key alone.
   */
  allow?: readonly AuthKind[];
}

/**
 * The one auth middleware: a session cookie (JWT) or an `X-API-Key`, producing `req.auth`.
 * Routes the widget calls declare `{ allow: ['session', 'apiKey'] }`; everywhere else a key
 * is refused, so a published key can never reach owner screens. Cookie-authenticated writes
 * pass the CSRF check.
 */
export function createAuthenticate(session: SessionSettings, lookups: AuthenticateLookups) {
  const publicOrigin = session.publicUrl.origin;

  const ownerIdFromApiKey = async (key: string): Promise<string> => {
    const ownerId = looksLikeApiKey(key) ? await lookups.ownerIdByApiKey(key) : undefined;
    if (!ownerId) throw new UnauthorizedError(INVALID_API_KEY_MESSAGE);
    return ownerId;
  };

  const liveSession = async (req: Request): Promise<SessionClaims | undefined> => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string' || token === '') return undefined;
    const claims = verifySession(token, session.jwtSecret);
    if (!claims) return undefined;
    // Signed out, signed out everywhere or deleted: the row says so, whatever the token claims.
    const live = await lookups.isSessionLive(claims.ownerId, claims.sessionId);
    return live ? claims : undefined;
  };

  return (options: AuthenticateOptions = {}): RequestHandler => {
    const allow = options.allow ?? ['session'];
    return async (req, res, next) => {
      const apiKey = req.get(API_KEY_HEADER);
      if (allow.includes('apiKey') && (apiKey !== undefined || !allow.includes('session'))) {
        req.auth = { ownerId: await ownerIdFromApiKey(apiKey ?? ''), kind: 'apiKey' };
        res.set('Cache-Control', NO_STORE);
        next();
        return;
      }
      const claims = await liveSession(req);
      if (!claims) {
        if (req.cookies?.[SESSION_COOKIE]) clearSessionCookie(res, session);
        throw apiKey !== undefined
          ? new ForbiddenError(API_KEY_NOT_ALLOWED_MESSAGE)
          : new UnauthorizedError(SIGN_IN_MESSAGE);
      }
      assertSameOriginWrite(req, publicOrigin);
      req.auth = { ownerId: claims.ownerId, kind: 'session', sessionId: claims.sessionId };
      res.set('Cache-Control', NO_STORE);
      next();
    };
  };
}

/** `authenticate()` for session routes, `authenticate({ allow: ['session', 'apiKey'] })` for widget routes. */
export type Authenticate = ReturnType<typeof createAuthenticate>;

/** The caller of a route behind authenticate(). */
export function authOf(req: Request): Auth {
  if (!req.auth) throw new Error('authOf(): authenticate() did not run before this handler');
  return req.auth;
}
