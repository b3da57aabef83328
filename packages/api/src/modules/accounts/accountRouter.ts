import { ownerEndpoints as e } from '@yardstick/core/endpoints';
import type { QuoteRequestLimit } from '@yardstick/core/schemas/quoteRequestLimits';
import { Router } from 'express';
import { startTrial } from './startTrial.ts';
import { ownerRepository } from './ownerRepository.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/authenticate.ts';
import { route } from '../../platform/http/route.ts';
import { assertOwnAccount } from './ownAccount.ts';
import type { AccountsDeps } from './deps.ts';

/**
 * POST /api/start-trial       { userId, plan? } (the caller's own) → the usage object; idempotent;
 *                             plan is the one chosen at sign-up, which checkout then starts on
 * GET  /api/usage/{userId}    the caller's own usage (core usageSchema); anyone else's → 403
 * GET  /api/quote-request-limit   { publicDailyAnalysisLimit } of the caller
 * PUT  /api/quote-request-limit   { publicDailyAnalysisLimit: 1–10,000 } → the same
 */
export function accountRouter({
  db,
  clock,
  limits,
  authenticate,
  usageOf,
  remindTrial,
}: AccountsDeps): Router {
  const router = Router();

  const limitOf = async (ownerId: string): Promise<QuoteRequestLimit> => {
    const owner = await ownerRepository(db).get(ownerId);
    if (!owner) throw new NotFoundError('Account not found');
    return { publicDailyAnalysisLimit: owner.publicDailyAnalysisLimit };
  };
  const signedIn = [limits.api, authenticate()];
  route(router, e.quoteRequestLimit, signedIn, async (_input, req, res) => {
    res.json(await limitOf(authOf(req).ownerId));
  });
  route(router, e.updateQuoteRequestLimit, signedIn, async ({ body }, req, res) => {
    const { ownerId } = authOf(req);
    await ownerRepository(db).updateSettings(ownerId, body);
    res.json(await limitOf(ownerId));
  });

  route(router, e.startTrial, signedIn, async ({ body }, req, res) => {
    const auth = authOf(req);
    const { userId, plan } = body;
    assertOwnAccount(auth, userId, 'You can only start a trial for your own account.');
    await startTrial(db, auth.ownerId, clock.now(), plan);
    res.json(await usageOf(auth.ownerId, clock.now()));
  });

  route(router, e.usage, signedIn, async ({ params }, req, res) => {
    const auth = authOf(req);
    assertOwnAccount(auth, params.userId, 'You can only view your own usage.');
    // The owner sees the trial notice here; its e-mail goes out once, now if not yet.
    await remindTrial(auth.ownerId, clock.now(), req.log);
    res.json(await usageOf(auth.ownerId, clock.now()));
  });

  return router;
}
