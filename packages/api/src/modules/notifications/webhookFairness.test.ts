import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.ts';
import { startJobRunner, type JobRunner } from '../../platform/jobs/jobRunner.ts';
import { createLogger } from '../../platform/logger.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner } from '../../testing/factories.ts';
import { until } from '../../testing/until.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhookReceiver.ts';
import { webhookQueue } from './webhookQueue.ts';
import { webhookRepository } from './webhookRepository.ts';

const app = useTestApp();
let receiver: WebhookReceiver;
let runner: JobRunner;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // The runner as the server runs it, polling often; posts wait a minute for an answer.
  runner = startJobRunner({
    queues: [
      webhookQueue({
        db: app.db,
        clock: systemClock,
        logger: createLogger('silent'),
        development: true,
        timeoutMs: 60_000,
      }),
    ],
    clock: systemClock,
    logger: createLogger('silent'),
    intervalMs: 20,
  });
});

afterAll(async () => {
  // Closing the receiver ends the hanging posts, so the runner has nothing left to wait for.
  await receiver.close();
  await runner.stop();
});

async function queueEvents(ownerId: string, path: string, count: number) {
  const webhooks = webhookRepository(app.db);
  const endpoint = await webhooks.addEndpoint(ownerId, `${receiver.origin}${path}`, 'whsec_test');
  for (let k = 0; k < count; k += 1) {
    await webhooks.enqueue({
      ownerId,
      endpointId: endpoint.id,
      eventId: `evt_${path.slice(1)}_${k}`,
      eventType: 'quote.accepted',
      body: JSON.stringify({ path, k }),
    });
  }
}

describe('webhook delivery across owners', () => {
  it("delivers an owner's event while another owner's ten endpoints never answer", async () => {
    const stalling = await buildOwner();
    const slowPaths = Array.from({ length: 10 }, (_, k) => `/never-answers-${k}`);
    for (const path of slowPaths) {
      receiver.replyAt(path, { hang: true }, { hang: true }, { hang: true });
      await queueEvents(stalling.id, path, 3);
    }
    const stalled = () => receiver.received.filter((hook) => slowPaths.includes(hook.path));
    await until(() => stalled().length >= 4, 'posts to the silent endpoints');

    const prompt = await buildOwner();
    await queueEvents(prompt.id, '/answers', 1);
    await until(
      () => receiver.received.some((hook) => hook.path === '/answers'),
      "the other owner's webhook",
    );
    // It came while every post to the silent endpoints still waited for an answer, and those
    // held no more than their owner's share of the slots.
    expect(stalled()).toHaveLength(4);
  });
});
