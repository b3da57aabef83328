import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { fullIds, shareOf } from '../../platform/jobs/shares.ts';
import type { JobQueue } from '../../platform/jobs/jobRunner.ts';
import type { Logger } from '../../platform/logger.ts';
import { postWebhook } from './postWebhook.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import { webhookRepository, type WebhookDelivery } from './webhookRepository.ts';

export const EVENT_ID_HEADER = 'Yardstick-Event-Id';

/**
 * Deliveries posted at once by one server. An owner holds at most a quarter of them and an
 * endpoint two, so endpoints that never answer (each post waits out its timeout) hold up only
 * their own deliveries: everyone else's still find free slots.
 */
const WEBHOOK_CONCURRENCY = 16;
const OWNER_SHARE = 4;
const ENDPOINT_SHARE = 2;

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
    concurrency: WEBHOOK_CONCURRENCY,
    leased: true,
    // Due times and leases follow the database's clock, not this server's.
    claimDue: (_now, limit, { full }) =>
      webhooks.claimDue(limit, {
        perOwner: 1,
        skipOwners: fullIds(full, 'owner'),
        skipEndpoints: fullIds(full, 'endpoint'),
      }),
    sharesOf: (delivery) => [
      shareOf('owner', delivery.ownerId, OWNER_SHARE),
      shareOf('endpoint', delivery.endpointId, ENDPOINT_SHARE),
    ],
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
