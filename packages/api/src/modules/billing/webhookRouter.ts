import { Router } from 'express';
import type { BillingContext } from './context.ts';

/**
 * POST /api/webhooks/stripe: Stripe's signed events. app.ts parses this path with
 * express.raw before the JSON parser, because the signature covers the exact bytes.
 * Not rate limited per IP: Stripe sends from a few addresses, and the signature is the guard.
 */
export function webhookRouter(
  { stripeWebhookSecret }: { stripeWebhookSecret: string | undefined },
  context: BillingContext,
): Router {
  const router = Router();
  router.post('/webhooks/stripe', async (req, res) => {
    const body: unknown = req.body;
    // Only servers with Stripe keys receive these; the SDK loads on the first one.
    const { handleStripeWebhook } = await import('./webhooks/handleStripeWebhook.ts');
    res.json(
      await handleStripeWebhook(context, {
        rawBody: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        signature: req.get('stripe-signature'),
        secret: stripeWebhookSecret,
      }),
    );
  });
  return router;
}
