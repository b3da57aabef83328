import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE, SESSION_DAYS, sessionExpiry, signSession } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { sessionRepository } from '../db/repositories/sessions.ts';

export interface SessionSettings {
  jwtSecret: string;
  publicUrl: URL;
}

function cookieOptions(publicUrl: URL): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.protocol === 'https:',
    path: '/',
  };
}

/** Signs in: a new session row, and the cookie that names it. */
export async function startSession(
  db: Db,
  res: Response,
  ownerId: string,
  now: Date,
  settings: SessionSettings,
): Promise<void> {
  const sessionId = await sessionRepository(db).create(ownerId, sessionExpiry(now));
  res.cookie(SESSION_COOKIE, signSession({ ownerId, sessionId }, settings.jwtSecret), {
    ...cookieOptions(settings.publicUrl),
    maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
  });
}

export function clearSessionCookie(res: Response, settings: SessionSettings): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(settings.publicUrl));
}
