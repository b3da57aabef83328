import { loginRequestSchema, registrationRequestSchema } from '@yardstick/core/schemas/account';
import { Router, type Response } from 'express';
import { registerOwner } from './registerOwner.ts';
import { signHandOff } from '../../platform/auth/handOffToken.ts';
import { signIn } from './signIn.ts';
import { SIGN_IN_MESSAGE, authOf } from '../../platform/http/authenticate.ts';
import {
  clearSessionCookie,
  setSessionCookie,
  type SessionSettings,
} from '../../platform/http/sessionCookie.ts';
import { SESSION_COOKIE, sessionExpiry, verifySession } from '../../platform/auth/session.ts';
import { sessionRepository } from './sessionRepository.ts';
import { validate } from '../../platform/http/validate.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import { presentUser } from './presenter.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AccountsDeps } from './deps.ts';

/** Signs in: a new session row, and the cookie that names it. */
async function startSession(
  db: Db,
  res: Response,
  ownerId: string,
  now: Date,
  settings: SessionSettings,
): Promise<void> {
  const sessionId = await sessionRepository(db).create(ownerId, sessionExpiry(now));
  setSessionCookie(res, { ownerId, sessionId }, settings);
}

/**
 * POST /api/register   create an account and sign in → 201 the user (has id)
 * POST /api/login      sign in → the user; 401 'Invalid email or password'
 * POST /api/logout     sign out → { success: true } (works signed out too); the session ends
 * POST /api/logout-everywhere  ends every session of the signed-in owner → { success: true }
 * GET  /api/me         the signed-in user; 401 when signed out
 */
export function authRouter({
  db,
  clock,
  limits,
  session,
  authenticate,
  loadAccountStatus,
}: AccountsDeps): Router {
  const router = Router();

  const register = validate({ body: registrationRequestSchema });
  router.post('/register', limits.auth, register, async (req, res) => {
    const owner = await registerOwner(db, register.parsed(req).body);
    await startSession(db, res, owner.id, clock.now(), session);
    // The new owner may start a subscription even if this browser's cookie is lost (SPEC §6).
    res.status(201).json({
      ...presentUser(owner, null),
      handOffToken: signHandOff(owner.id, session.jwtSecret),
    });
  });

  const login = validate({ body: loginRequestSchema });
  router.post('/login', limits.signIn, login, async (req, res) => {
    const owner = await signIn(db, login.parsed(req).body);
    await startSession(db, res, owner.id, clock.now(), session);
    const status = await loadAccountStatus(db, owner.id, clock.now());
    res.json(presentUser(owner, status?.trial ?? null));
  });

  router.post('/logout', limits.api, async (req, res) => {
    // The session ends on the server too: a copy of this cookie stops working now.
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    const claims = typeof token === 'string' ? verifySession(token, session.jwtSecret) : undefined;
    if (claims) await sessionRepository(db).revoke(claims.ownerId, claims.sessionId);
    clearSessionCookie(res, session);
    res.json({ success: true });
  });

  router.post('/logout-everywhere', limits.api, authenticate(), async (req, res) => {
    await sessionRepository(db).revokeAll(authOf(req).ownerId);
    clearSessionCookie(res, session);
    res.json({ success: true });
  });

  router.get('/me', limits.api, authenticate(), async (req, res) => {
    const status = await loadAccountStatus(db, authOf(req).ownerId, clock.now());
    if (!status) throw new UnauthorizedError(SIGN_IN_MESSAGE);
    res.json(presentUser(status.owner, status.trial));
  });

  return router;
}
