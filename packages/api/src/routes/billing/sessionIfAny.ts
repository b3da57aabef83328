import type { RequestHandler } from 'express';
import { UnauthorizedError } from '../../errors.ts';
import type { RouteKit } from '../kit.ts';

/**
 * The session when there is a valid one, else a signed-out caller (no req.auth): for the
 * calls the subscription page's signed-out hand-off may make (SPEC §6, billing/subscriber.ts).
 * A cookie write still passes the CSRF check.
 */
export function sessionIfAny(authenticate: RouteKit['authenticate']): RequestHandler {
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
