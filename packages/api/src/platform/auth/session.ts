import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { secretKey } from './secretKey.ts';

export const SESSION_COOKIE = 'ys_session';
export const SESSION_DAYS = 7;

/** What a session cookie names: the owner, and the session row that must still be live. */
export interface SessionClaims {
  ownerId: string;
  sessionId: string;
}

// Ids are UUIDs: any other subject or session id is no session, never a query that fails.
const payloadSchema = z.object({ sub: z.guid(), jti: z.guid() });

export function signSession({ ownerId, sessionId }: SessionClaims, secret: string): string {
  return jwt.sign({}, secretKey(secret), {
    algorithm: 'HS256',
    subject: ownerId,
    jwtid: sessionId,
    expiresIn: `${SESSION_DAYS}d`,
  });
}

/** The claims of a valid, unexpired token; undefined for anything else (a bad id included). */
export function verifySession(token: string, secret: string): SessionClaims | undefined {
  try {
    const parsed = payloadSchema.safeParse(
      jwt.verify(token, secretKey(secret), { algorithms: ['HS256'] }),
    );
    return parsed.success ? { ownerId: parsed.data.sub, sessionId: parsed.data.jti } : undefined;
  } catch {
    return undefined;
  }
}

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
}
