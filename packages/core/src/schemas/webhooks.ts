import { z } from 'zod';

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Please enter the endpoint URL',
  urlInvalid: 'Please enter a full URL such as https://example.com/hooks/yardstick',
  tooMany: 'You can add up to 10 webhook endpoints',
} as const;

export const WEBHOOK_ENDPOINT_LIMIT = 10;

/** What Yardstick sends: a homeowner accepted a quote, or its status, notes or area changed. */
export const WEBHOOK_EVENT_TYPES = ['quote.accepted', 'quote.updated'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A scheme and a host, without spaces; the server parses it fully and checks where it points. */
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\/[^\s/?#]+\S*$/i;

/** POST /api/webhook-endpoints */
export const createWebhookEndpointRequestSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlRequired)
    .max(2000, WEBHOOK_MESSAGES.urlInvalid)
    .regex(ABSOLUTE_URL, WEBHOOK_MESSAGES.urlInvalid),
});
export type CreateWebhookEndpointRequest = z.infer<typeof createWebhookEndpointRequestSchema>;

export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);

/** One event's journey to one endpoint. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The event's idempotency id, also in the body and the Yardstick-Event-Id header. */
  eventId: z.string(),
  eventType: z.string(),
  /** pending with an error: the last attempt failed and another is scheduled. */
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  /** The JSON body sent, exactly as signed (the owner's own event: their quote's details). */
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint: the only time the signing secret is shown. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookEndpointsResponseSchema = z.object({
  webhookEndpoints: z.array(webhookEndpointSchema),
});
export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });
