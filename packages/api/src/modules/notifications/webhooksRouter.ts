import { ownerEndpoints as e } from '@yardstick/core/endpoints';
import { WEBHOOK_ENDPOINT_LIMIT, WEBHOOK_MESSAGES } from '@yardstick/core/schemas/webhooks';
import { Router, type RequestHandler } from 'express';
import type { Db } from '../../platform/db/database.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import { route } from '../../platform/http/route.ts';
import { presentWebhookDelivery, presentWebhookEndpoint } from './presentWebhooks.ts';
import { checkDestination } from './destinationGuard.ts';
import { newSigningSecret } from './signature.ts';
import { webhookRepository } from './webhookRepository.ts';

const RECENT_DELIVERIES = 20;

/** What the webhook routes are built from. */
export interface WebhooksDeps {
  db: Db;
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
  /** SPEC §4.3: active subscription, super user or active trial. */
  requireAccess: RequestHandler;
  /** Outside production, webhooks may point at this machine and private networks. */
  development: boolean;
}

/**
 * The owner's webhook endpoints (session + access policy):
 * POST   /api/webhook-endpoints {url}          → 201 {id, url, createdAt, secret} (secret only here)
 * GET    /api/webhook-endpoints                → {webhookEndpoints}
 * DELETE /api/webhook-endpoints/{id}           → {success}
 * GET    /api/webhook-endpoints/{id}/deliveries → {deliveries} newest first
 * POST   /api/webhook-deliveries/{id}/resend   → 201 {delivery}: the same event again; 200 with
 *                                                the pending delivery of that event, brought
 *                                                forward, while one is still being tried
 */
export function webhooksRouter({
  db,
  limits,
  authenticate,
  requireAccess,
  development,
}: WebhooksDeps): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate(), requireAccess];
  const webhooks = webhookRepository(db);

  const endpointOf = async (ownerId: string, id: string) => {
    const endpoint = await webhooks.getEndpoint(ownerId, id);
    if (!endpoint) throw new NotFoundError('Webhook endpoint not found');
    return endpoint;
  };

  route(router, e.createWebhookEndpoint, ownerOnly, async ({ body }, req, res) => {
    const { ownerId } = authOf(req);
    const { url } = body;
    if (!URL.canParse(url)) throw new ValidationError(WEBHOOK_MESSAGES.urlInvalid);
    const verdict = await checkDestination(new URL(url), { development });
    if (!verdict.ok) throw new ValidationError(verdict.reason);
    if ((await webhooks.listEndpoints(ownerId)).length >= WEBHOOK_ENDPOINT_LIMIT) {
      throw new ValidationError(WEBHOOK_MESSAGES.tooMany);
    }
    const endpoint = await webhooks.addEndpoint(ownerId, url, newSigningSecret());
    res.status(201).json({ ...presentWebhookEndpoint(endpoint), secret: endpoint.secret });
  });

  route(router, e.webhookEndpoints, ownerOnly, async (_input, req, res) => {
    const endpoints = await webhooks.listEndpoints(authOf(req).ownerId);
    res.json({ webhookEndpoints: endpoints.map(presentWebhookEndpoint) });
  });

  route(router, e.deleteWebhookEndpoint, ownerOnly, async ({ params }, req, res) => {
    const deleted = await webhooks.deleteEndpoint(authOf(req).ownerId, params.id);
    if (!deleted) throw new NotFoundError('Webhook endpoint not found');
    res.json({ success: true });
  });

  route(router, e.webhookDeliveries, ownerOnly, async ({ params }, req, res) => {
    const { ownerId } = authOf(req);
    const endpoint = await endpointOf(ownerId, params.id);
    const deliveries = await webhooks.listDeliveries(ownerId, endpoint.id, RECENT_DELIVERIES);
    res.json({ deliveries: deliveries.map(presentWebhookDelivery) });
  });

  route(router, e.resendWebhookDelivery, ownerOnly, async ({ params }, req, res) => {
    const { ownerId } = authOf(req);
    const original = await webhooks.getDelivery(ownerId, params.id);
    if (!original) throw new NotFoundError('Webhook delivery not found');
    // Still being tried (this delivery, or an earlier resend): that one goes out now instead,
    // so the receiver does not get the event twice.
    const pending = await webhooks.takeOverPending(ownerId, original.endpointId, original.eventId);
    if (pending) {
      res.status(200).json({ delivery: presentWebhookDelivery(pending) });
      return;
    }
    // The same event id and body: a receiver that already has it can tell it is a repeat.
    const delivery = await webhooks.enqueue({
      ownerId,
      endpointId: original.endpointId,
      eventId: original.eventId,
      eventType: original.eventType,
      body: original.body,
    });
    res.status(201).json({ delivery: presentWebhookDelivery(delivery) });
  });

  return router;
}
