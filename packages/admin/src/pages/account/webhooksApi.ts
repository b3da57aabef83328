import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from '@yardstick/core/schemas/webhooks';
import { api } from '../../http/client.ts';

export async function listWebhookEndpoints(): Promise<WebhookEndpoint[]> {
  const answer = await api.call(endpoints.webhookEndpoints);
  return answer.webhookEndpoints;
}

/** The answer carries the signing secret: the only time it is shown. */
export function addWebhookEndpoint(url: string): Promise<CreatedWebhookEndpoint> {
  return api.call(endpoints.createWebhookEndpoint, {
    body: { url },
  });
}

export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await api.call(endpoints.deleteWebhookEndpoint, { params: { id } });
}

export async function listWebhookDeliveries(endpointId: string): Promise<WebhookDelivery[]> {
  const answer = await api.call(endpoints.webhookDeliveries, { params: { id: endpointId } });
  return answer.deliveries;
}

export async function resendWebhookDelivery(deliveryId: string): Promise<WebhookDelivery> {
  const answer = await api.call(endpoints.resendWebhookDelivery, {
    params: { id: deliveryId },
  });
  return answer.delivery;
}
