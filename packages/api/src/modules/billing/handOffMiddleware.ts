import type { Request, RequestHandler } from 'express';
import { HAND_OFF_HEADER, verifyHandOff } from '../../platform/auth/handOffToken.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import type { Authenticate } from '../../platform/http/authenticate.ts';

/**
 * The session when there is a valid one, else a signed-out caller (no req.auth): for the
 * calls the subscription page's signed-out hand-off may make (SPEC §6, billing/subscriber.ts).
 * A cookie write still passes the CSRF check.
 */
export function sessionIfAny(authenticate: Authenticate): RequestHandler {
  const session = authenticate();
  return async (req, res, next) => {
    try {
      await session(req, res, () => undefined);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
    }
    next();
  };
}

/** The owner named by the request's hand-off token (registration issued it), if it is valid. */
export function handOffOwnerOf(req: Request, jwtSecret: string): string | undefined {
  const token = req.get(HAND_OFF_HEADER);
  return token ? verifyHandOff(token, jwtSecret) : undefined;
}
