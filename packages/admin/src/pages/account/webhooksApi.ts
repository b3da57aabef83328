import {
  createdWebhookEndpointSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointsResponseSchema,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@yardstick/core/schemas/webhooks';
import { z } from 'zod';
import { api } from '../../http/client.ts';

export async function listWebhookEndpoints(): Promise<WebhookEndpoint[]> {
  const answer = await api.request('GET', '/api/webhook-endpoints', {
    schema: webhookEndpointsResponseSchema,
  });
  return answer.webhookEndpoints;
}

/** The answer carries the signing secret: the only time it is shown. */
export function addWebhookEndpoint(url: string): Promise<CreatedWebhookEndpoint> {
  return api.request('POST', '/api/webhook-endpoints', {
    body: { url },
    schema: createdWebhookEndpointSchema,
  });
}

export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await api.request('DELETE', `/api/webhook-endpoints/${encodeURIComponent(id)}`, {
    schema: z.object({ success: z.literal(true) }),
  });
}

export async function listWebhookDeliveries(endpointId: string): Promise<WebhookDelivery[]> {
  const answer = await api.request(
    'GET',
    `/api/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries`,
    { schema: webhookDeliveriesResponseSchema },
  );
  return answer.deliveries;
}

export async function resendWebhookDelivery(deliveryId: string): Promise<WebhookDelivery> {
  const answer = await api.request(
    'POST',
    `/api/webhook-deliveries/${encodeURIComponent(deliveryId)}/resend`,
    { schema: webhookDeliveryResponseSchema },
  );
  return answer.delivery;
}
