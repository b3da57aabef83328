import { Router } from 'express';
import { testModeConfirmSchema } from '@yardstick/core/schemas/billing';
import { confirmTestPayment } from './providers/testMode/confirmTestPayment.ts';
import { renewTestSubscription } from './providers/testMode/renewTestSubscription.ts';
import { loadOwner } from './subscriber.ts';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import { BILLING_ERRORS } from './messages.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { validate } from '../../platform/http/validate.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import type { BillingProvider } from './types.ts';

/** What the test-mode routes are built from. */
export interface TestModeDeps {
  db: Db;
  clock: Clock;
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
  provider: BillingProvider;
  publicUrl: URL;
}

/**
 * POST /api/billing/test-mode/confirm  { clientSecret, cardNumber, expiry, cvc, name }
 *   → { type, id, status: 'succeeded' }; a declined test card → 400 with Stripe's sentence.
 * The client secret is the credential, as with Stripe.js, so no session is needed. Only
 * without Stripe keys: with Stripe the Payment Element confirms instead (404 here).
 * POST /api/billing/test-mode/renew → { subscriptionStatus, invoice }: the signed-in owner's
 *   next period is charged now (the stand-in for a Stripe test clock; renewTestSubscription.ts).
 */
export function testModeRouter({
  db,
  clock,
  limits,
  authenticate,
  provider,
  publicUrl,
}: TestModeDeps): Router {
  const router = Router();
  const input = validate({ body: testModeConfirmSchema });
  router.post('/billing/test-mode/confirm', limits.api, input, async (req, res) => {
    if (provider.mode !== 'test') throw new NotFoundError(BILLING_ERRORS.testModeOnly);
    res.json(await confirmTestPayment(db, clock, input.parsed(req).body));
  });

  router.post('/billing/test-mode/renew', limits.api, authenticate(), async (req, res) => {
    if (provider.mode !== 'test') throw new NotFoundError(BILLING_ERRORS.testModeOnly);
    res.json(
      await renewTestSubscription(
        { db, clock, publicUrl },
        await loadOwner(db, authOf(req).ownerId),
      ),
    );
  });
  return router;
}
