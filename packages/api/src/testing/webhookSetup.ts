import {
  createdWebhookEndpointSchema,
  webhookDeliveriesResponseSchema,
  type WebhookDelivery,
} from '@yardstick/core/schemas/webhooks';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { fixedClock } from '../platform/clock.ts';
import { webhookDeliveries } from '../platform/db/schema/index.ts';
import type { Owner } from '../modules/accounts/index.ts';
import { startJobRunner, type JobRunner } from '../platform/jobs/jobRunner.ts';
import { createLogger } from '../platform/logger.ts';
import { webhookQueue } from '../modules/notifications/index.ts';
import { useTestApp } from './app.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver.ts';

/**
 * What the webhook tests share: the app, a clock they move (letTimePass), a receiver that records what is
 * POSTed to it, and the delivery queue on two runners (development, and production's, which
 * refuses loopback destinations). Call once at the top of a test file: it registers the hooks.
 */
export function useWebhookSetup() {
  const app = useTestApp();
  const clock = fixedClock(new Date());
  let started: WebhookReceiver | undefined;
  let runner: JobRunner;
  let productionRunner: JobRunner;
  const silent = createLogger('silent');

  beforeAll(async () => {
    started = await startWebhookReceiver();
    const quiet = { clock, logger: silent, intervalMs: 60 * 60 * 1000 };
    // The tests run the queue with runOnce(); the timer stays out of their way.
    runner = startJobRunner({
      ...quiet,
      queues: [
        webhookQueue({ db: app.db, clock, logger: silent, development: true, timeoutMs: 1500 }),
      ],
    });
    productionRunner = startJobRunner({
      ...quiet,
      queues: [webhookQueue({ db: app.db, clock, logger: silent, development: false })],
    });
  });

  afterAll(async () => {
    await runner.stop();
    await productionRunner.stop();
    await started?.close();
  });

  beforeEach(() => {
    // A month on, so what one test left due cannot be mistaken for the next one's delivery.
    clock.advanceDays(30);
  });

  const receiverStarted = (): WebhookReceiver => {
    if (!started) throw new Error('useWebhookSetup(): the receiver is used before beforeAll ran');
    return started;
  };
  const receiver: Omit<WebhookReceiver, 'close'> = {
    get origin() {
      return receiverStarted().origin;
    },
    get received() {
      return receiverStarted().received;
    },
    replyAt: (path, ...replies) => receiverStarted().replyAt(path, ...replies),
  };

  async function addEndpoint(owner: Owner, path = `/hook-${owner.id.slice(0, 8)}`) {
    const res = await app
      .as(owner)
      .post('/api/webhook-endpoints', { url: `${receiver.origin}${path}` });
    expect(res.status, res.text).toBe(201);
    return { ...createdWebhookEndpointSchema.parse(res.body), path };
  }

  async function deliveries(owner: Owner, endpointId: string): Promise<WebhookDelivery[]> {
    const res = await app.as(owner).get(`/api/webhook-endpoints/${endpointId}/deliveries`);
    expect(res.status).toBe(200);
    return webhookDeliveriesResponseSchema.parse(res.body).deliveries;
  }

  const arrivedAt = (path: string) => receiver.received.filter((hook) => hook.path === path);

  /** Runs the queue until nothing is due now, on the development runner or production's. */
  async function drain(which: 'development' | 'production' = 'development'): Promise<void> {
    const chosen = which === 'production' ? productionRunner : runner;
    while ((await chosen.runOnce()) > 0);
  }

  /**
   * `ms` pass: the app's clock moves on, and so do the pending deliveries' due times, which
   * follow the database's clock (moved back by as much, as if that clock had moved on).
   */
  async function letTimePass(ms: number): Promise<void> {
    clock.set(new Date(clock.now().getTime() + ms));
    await app.db
      .update(webhookDeliveries)
      .set({
        nextAttemptAt: sql`${webhookDeliveries.nextAttemptAt} - ${ms} * interval '1 millisecond'`,
      })
      .where(eq(webhookDeliveries.status, 'pending'));
  }

  return { app, clock, receiver, addEndpoint, deliveries, arrivedAt, drain, letTimePass };
}
