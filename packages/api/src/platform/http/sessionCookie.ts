import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE, SESSION_DAYS, signSession } from '../auth/session.ts';

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

/** Sets the cookie that names a session of the owner's. */
export function setSessionCookie(
  res: Response,
  ids: { ownerId: string; sessionId: string },
  settings: SessionSettings,
): void {
  const { ownerId, sessionId } = ids;
  res.cookie(SESSION_COOKIE, signSession({ ownerId, sessionId }, settings.jwtSecret), {
    ...cookieOptions(settings.publicUrl),
    maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
  });
}

export function clearSessionCookie(res: Response, settings: SessionSettings): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(settings.publicUrl));
}
