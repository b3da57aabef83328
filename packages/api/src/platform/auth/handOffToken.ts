import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { secretKey } from './secretKey.ts';

/** The header a signed-out subscription hand-off (SPEC §6) carries its token in. */
export const HAND_OFF_HEADER = 'x-hand-off-token';

/** Long enough to choose a plan and pay, short enough that a leaked link soon stops working. */
export const HAND_OFF_MINUTES = 60;

const AUDIENCE = 'subscription-hand-off';
const payloadSchema = z.object({ sub: z.guid(), aud: z.literal(AUDIENCE) });

/**
 * The token registration hands out so the new owner may start or finish a subscription
 * signed out (e.g. back from the payment page in a browser that lost its cookie). It names
 * the owner and nothing else; a session token is never one (different audience).
 */
export function signHandOff(ownerId: string, secret: string): string {
  return jwt.sign({}, secretKey(secret), {
    algorithm: 'HS256',
    subject: ownerId,
    audience: AUDIENCE,
    expiresIn: `${HAND_OFF_MINUTES}m`,
  });
}

/** The owner a valid, unexpired hand-off token names; undefined for anything else. */
export function verifyHandOff(token: string, secret: string): string | undefined {
  try {
    const claims = jwt.verify(token, secretKey(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    const parsed = payloadSchema.safeParse(claims);
    return parsed.success ? parsed.data.sub : undefined;
  } catch {
    return undefined;
  }
}
