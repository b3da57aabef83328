import jwt from 'jsonwebtoken';
import { z } from 'zod';

export const SESSION_COOKIE = 'ys_session';
export const SESSION_DAYS = 7;

// Owner ids are UUIDs: any other subject is no owner, never a query that fails.
const payloadSchema = z.object({ sub: z.guid() });

export function signSession(ownerId: string, secret: string): string {
  return jwt.sign({}, secret, {
    algorithm: 'HS256',
    subject: ownerId,
    expiresIn: `${SESSION_DAYS}d`,
  });
}

/** The owner id of a valid, unexpired token; undefined for anything else. */
export function verifySession(token: string, secret: string): string | undefined {
  try {
    const parsed = payloadSchema.safeParse(jwt.verify(token, secret, { algorithms: ['HS256'] }));
    return parsed.success ? parsed.data.sub : undefined;
  } catch {
    return undefined;
  }
}
