import type { ErrorRequestHandler } from 'express';
import { instantQuotesUnavailableMessage } from '@yardstick/core/schemas/analysis';
import { OwnerAccessError } from '../errors.ts';

/**
 * Homeowners (a widget key, an embed, a storefront) never hear the owner's billing state:
 * an owner-access refusal becomes a neutral sentence naming the company, still a 403. The
 * owner's own session keeps the precise reason.
 */
export function neutralOwnerAccessError(
  companyNameOf: (ownerId: string) => Promise<string | undefined>,
): ErrorRequestHandler {
  return async (error: unknown, req, _res, next) => {
    if (!(error instanceof OwnerAccessError) || !req.auth || req.auth.kind === 'session') {
      next(error);
      return;
    }
    const companyName = await companyNameOf(req.auth.ownerId);
    next(
      new OwnerAccessError(instantQuotesUnavailableMessage(companyName ?? 'this company'), {
        cause: error,
      }),
    );
  };
}
