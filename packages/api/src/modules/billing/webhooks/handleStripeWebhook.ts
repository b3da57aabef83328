import Stripe from 'stripe';
import { z } from 'zod';
import { ValidationError } from '../../../platform/errors.ts';
import type { BillingContext } from '../context.ts';
import { BILLING_ERRORS } from '../messages.ts';
import { webhookEventRepository } from '../webhookEventRepository.ts';
import { STRIPE_EVENT_HANDLERS } from './eventHandlers.ts';

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.unknown() }),
});

export interface WebhookDelivery {
  /** The request body exactly as received: the signature covers these bytes. */
  rawBody: Buffer;
  signature: string | undefined;
  /** STRIPE_WEBHOOK_SECRET; undefined when webhooks are not configured. */
  secret: string | undefined;
}

export type WebhookOutcome = { received: true; duplicate: boolean; handled: boolean };

function verifiedEvent({ rawBody, signature, secret }: WebhookDelivery) {
  if (!secret) throw new ValidationError(BILLING_ERRORS.webhooksOff);
  try {
    return eventSchema.parse(Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret));
  } catch {
    throw new ValidationError(BILLING_ERRORS.badSignature);
  }
}

/**
 * POST /api/webhooks/stripe: verifies the signature (400 without a valid one), handles each
 * event id once and runs the handler of its type. The id is recorded after the handler
 * succeeded, so a failed one is retried by Stripe; handlers read the current state, so two
 * deliveries racing each other come to the same result.
 */
export async function handleStripeWebhook(
  context: BillingContext,
  delivery: WebhookDelivery,
): Promise<WebhookOutcome> {
  const event = verifiedEvent(delivery);
  const processed = webhookEventRepository(context.db);
  if (await processed.isProcessed(event.id))
    return { received: true, duplicate: true, handled: false };
  const handler = STRIPE_EVENT_HANDLERS.get(event.type);
  if (handler) await handler(context, event.data.object);
  await processed.markProcessed(event.id, event.type);
  return { received: true, duplicate: false, handled: handler !== undefined };
}
