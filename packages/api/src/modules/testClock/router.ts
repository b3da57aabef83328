import { Router } from 'express';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { validate } from '../../platform/http/validate.ts';
import type { Db } from '../../platform/db/database.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import type { Config } from '../../platform/config/config.ts';
import { testClockRepository } from './testClockRepository.ts';
import { testClockAdvanceSchema } from '@yardstick/core/schemas/billing';
import { TEST_CLOCK_ONLY_IN_TESTS } from './messages.ts';

export interface TestClockDeps {
  db: Db;
  env: Config['env'];
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
}

/**
 * POST /api/test-clock/advance { days } → 204: the signed-in owner's time moves on that many
 * days (testClockRepository.ts), so browser tests walk a trial's end, a renewal and its retries in
 * minutes. Only when NODE_ENV=test: anywhere else the route answers 404 before reading
 * anything, whoever asks.
 */
export function testClockRouter({ db, env, limits, authenticate }: TestClockDeps): Router {
  const router = Router();
  const refuseOutsideTests = (): void => {
    if (env !== 'test') throw new NotFoundError(TEST_CLOCK_ONLY_IN_TESTS);
  };
  const input = validate({ body: testClockAdvanceSchema });
  router.post(
    '/test-clock/advance',
    (_req, _res, next) => {
      refuseOutsideTests();
      next();
    },
    limits.api,
    authenticate(),
    input,
    async (req, res) => {
      await testClockRepository(db).moveOwner(authOf(req).ownerId, input.parsed(req).body.days);
      res.status(204).end();
    },
  );
  return router;
}
