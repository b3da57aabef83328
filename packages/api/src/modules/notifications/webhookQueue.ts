import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/jobRunner.ts';
import type { Logger } from '../../platform/logger.ts';
import { postWebhook } from './postWebhook.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import { webhookRepository, type WebhookDelivery } from './webhookRepository.ts';

export const EVENT_ID_HEADER = 'Yardstick-Event-Id';

export interface WebhookQueueDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Outside production: http://localhost endpoints and private addresses are allowed. */
  development: boolean;
  timeoutMs?: number;
}

/** The webhook deliveries as a job queue: each job signs and POSTs one event to one endpoint. */
export function webhookQueue({
  db,
  clock,
  logger,
  development,
  timeoutMs,
}: WebhookQueueDeps): JobQueue<WebhookDelivery> {
  const webhooks = webhookRepository(db);
  return {
    name: 'webhooks',
    // Due times and leases follow the database's clock, not this server's.
    claimDue: (_now, limit) => webhooks.claimDue(limit),
    async run(delivery) {
      try {
        const endpoint = await webhooks.getEndpoint(delivery.ownerId, delivery.endpointId);
        // Deleting an endpoint deletes its deliveries; one claimed just before has nowhere to go.
        if (!endpoint) return;
        const outcome = await postWebhook(
          endpoint.url,
          delivery.body,
          {
            'Content-Type': 'application/json',
            'User-Agent': 'Yardstick-Webhooks/1.0',
            [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, delivery.body, clock.now()),
            [EVENT_ID_HEADER]: delivery.eventId,
          },
          { development, timeoutMs },
        );
        if (outcome.ok) {
          await webhooks.markDelivered(delivery.id, outcome.statusCode, clock.now());
          return;
        }
        await webhooks.markAttemptFailed(delivery, outcome);
        logger.warn(
          { deliveryId: delivery.id, attempt: delivery.attempts, err: outcome.error },
          'Webhook not delivered',
        );
      } catch (error) {
        logger.error({ err: error, deliveryId: delivery.id }, 'Webhook delivery failed');
      }
    },
  };
}
