import type { WebhookDelivery, WebhookEndpoint } from '@yardstick/core/schemas/webhooks';
import type {
  WebhookDelivery as DeliveryRow,
  WebhookEndpoint as EndpointRow,
} from './webhookRepository.ts';

/** Never the secret: it is shown once, in the answer that creates the endpoint. */
export function presentWebhookEndpoint(row: EndpointRow): WebhookEndpoint {
  return { id: row.id, url: row.url, createdAt: row.createdAt.toISOString() };
}

export function presentWebhookDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payload: row.body,
  };
}
