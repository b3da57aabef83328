import { Router } from 'express';
import { confirmTestPayment } from '../../billing/providers/testMode/confirmTestPayment.ts';
import { BILLING_ERRORS } from '../../billing/messages.ts';
import type { BillingProvider } from '../../billing/types.ts';
import { NotFoundError } from '../../errors.ts';
import { validate } from '../../http/validate.ts';
import type { RouteKit } from '../kit.ts';
import { testModeConfirmSchema } from './schema.ts';

/**
 * POST /api/billing/test-mode/confirm  { clientSecret, cardNumber, expiry, cvc, name }
 *   → { type, id, status: 'succeeded' }; a declined test card → 400 with Stripe's sentence.
 * The client secret is the credential, as with Stripe.js, so no session is needed. Only
 * without Stripe keys: with Stripe the Payment Element confirms instead (404 here).
 */
export function testModeRouter({ db, clock, limits }: RouteKit, provider: BillingProvider): Router {
  const router = Router();
  const input = validate({ body: testModeConfirmSchema });
  router.post('/billing/test-mode/confirm', limits.api, input, async (req, res) => {
    if (provider.mode !== 'test') throw new NotFoundError(BILLING_ERRORS.testModeOnly);
    res.json(await confirmTestPayment(db, clock, input.parsed(req).body));
  });
  return router;
}
