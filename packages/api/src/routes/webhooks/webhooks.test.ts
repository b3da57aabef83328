import {
  createdWebhookEndpointSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointsResponseSchema,
  type WebhookDelivery,
} from '@yardstick/core/schemas/webhooks';
import { acceptedQuotesListResponseSchema } from '@yardstick/core/schemas/quotes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import type { Owner } from '../../db/repositories/owners.ts';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner.ts';
import { createLogger } from '../../logger.ts';
import { acceptThroughWidget } from '../../testing/acceptThroughWidget.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhookReceiver.ts';
import { verifySignature } from '../../webhooks/signature.ts';
import { webhookQueue } from '../../webhooks/webhookQueue.ts';
import {
  WEBHOOK_MAX_ATTEMPTS,
  webhookRepository,
  webhookRetryDelayMs,
} from '../../webhooks/webhookRepository.ts';

const app = useTestApp();
/** The same app as run in production: no http, no private or loopback destinations. */
const production = useTestApp({ env: { NODE_ENV: 'production' } });

const clock = fixedClock(new Date());
let receiver: WebhookReceiver;
let runner: JobRunner;
let productionRunner: JobRunner;
const silent = createLogger('silent');

beforeAll(async () => {
  receiver = await startWebhookReceiver();
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
  await receiver.close();
});

beforeEach(() => {
  // A month on, so what one test left due cannot be mistaken for the next one's delivery.
  clock.advanceDays(30);
});

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

/** Runs the queue until nothing is due now. */
async function drain(which = runner): Promise<void> {
  while ((await which.runOnce()) > 0);
}

describe('webhook endpoints', () => {
  it('shows the signing secret once, then lists the endpoint without it', async () => {
    const owner = await buildOwner();
    const created = await addEndpoint(owner);
    expect(created.secret).toMatch(/^whsec_[\w-]{40,}$/);
    const listed = await app.as(owner).get('/api/webhook-endpoints');
    expect(webhookEndpointsResponseSchema.parse(listed.body).webhookEndpoints).toEqual([
      { id: created.id, url: `${receiver.origin}${created.path}`, createdAt: created.createdAt },
    ]);
    expect(listed.text).not.toContain(created.secret);
  });

  it.each([
    [{}, 'Please enter the endpoint URL'],
    [{ url: 'not a url' }, 'Please enter a full URL such as https://example.com/hooks/yardstick'],
    [
      { url: 'https://[bad/' },
      'Please enter a full URL such as https://example.com/hooks/yardstick',
    ],
    [{ url: 42 }, 'Please enter the endpoint URL'],
    [{ url: 'http://hooks.example.com/y' }, 'The endpoint URL must start with https://'],
    [{ url: 'ftp://localhost/y' }, 'The endpoint URL must start with https://'],
    [
      { url: 'https://user:pw@hooks.example.com/' },
      'The endpoint URL must not carry a user name or password',
    ],
  ])('refuses %j with a clear 400', async (body, error) => {
    const owner = await buildOwner();
    const res = await app.as(owner).post('/api/webhook-endpoints', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
  });

  it('refuses loopback and private destinations in production (SSRF guard)', async () => {
    const owner = await buildOwner();
    for (const url of [
      `${receiver.origin}/hook`,
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://10.0.0.7/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
    ]) {
      const res = await production.as(owner).post('/api/webhook-endpoints', { url });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({
        error: url.startsWith('http:')
          ? 'The endpoint URL must start with https://'
          : 'The endpoint must be on the public internet',
      });
    }
  });

  it('keeps each owner to their own endpoints and deliveries', async () => {
    const owner = await buildOwner();
    const stranger = await buildOwner();
    const endpoint = await addEndpoint(owner);
    await addEndpoint(stranger);
    const theirQuote = await buildQuote(stranger);
    await app.as(stranger).patch(`/api/accepted-quotes/${theirQuote.id}`, { status: 'completed' });
    const quote = await buildQuote(owner);
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'contacted' });
    const [delivery] = await deliveries(owner, endpoint.id);
    expect(delivery?.eventType).toBe('quote.updated');

    const theirs = app.as(stranger);
    const theirEndpoints = webhookEndpointsResponseSchema.parse(
      (await theirs.get('/api/webhook-endpoints')).body,
    ).webhookEndpoints;
    expect(theirEndpoints.map((e) => e.id)).not.toContain(endpoint.id);
    expect(theirEndpoints).toHaveLength(1);
    expect((await theirs.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await theirs.post(`/api/webhook-deliveries/${delivery!.id}/resend`)).status).toBe(404);
    expect((await theirs.delete(`/api/webhook-endpoints/${endpoint.id}`)).status).toBe(404);
    // Nothing of the stranger's reached the owner's endpoint.
    expect(await deliveries(owner, endpoint.id)).toHaveLength(1);
    expect((await app.anonymous().get('/api/webhook-endpoints')).status).toBe(401);
    expect((await app.as(owner).get('/api/webhook-endpoints/nope/deliveries')).status).toBe(404);
  });
});

describe('webhook deliveries', () => {
  it('POSTs quote.accepted as signed JSON with its idempotency id in header and body', async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    await acceptThroughWidget(app, owner, { name: 'Robin Hook', email: 'robin.hook@example.com' });
    await drain();

    const [hook] = arrivedAt(endpoint.path);
    expect(hook?.headers['content-type']).toBe('application/json');
    const event = JSON.parse(hook!.body) as {
      id: string;
      type: string;
      data: { acceptedQuote: { customerName: string; customerEmail: string; services: unknown[] } };
    };
    expect(event.type).toBe('quote.accepted');
    expect(event.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(hook?.headers['yardstick-event-id']).toBe(event.id);
    expect(event.data.acceptedQuote).toMatchObject({
      customerName: 'Robin Hook',
      customerEmail: 'robin.hook@example.com',
    });
    expect(event.data.acceptedQuote.services).toHaveLength(1);
    const signature = String(hook?.headers['yardstick-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(endpoint.secret, hook!.body, signature, clock.now())).toBe(true);
    expect(verifySignature(endpoint.secret, `${hook!.body} `, signature, clock.now())).toBe(false);

    const [delivery] = await deliveries(owner, endpoint.id);
    expect(delivery).toMatchObject({
      eventId: event.id,
      eventType: 'quote.accepted',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    });
  });

  it('sends quote.updated with what changed, and nothing when nothing changed', async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const quote = await buildQuote(owner);
    const update = (body: object) => app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, body);
    expect((await update({ status: 'scheduled', notes: 'Tuesday 9am' })).status).toBe(200);
    expect((await update({ status: 'scheduled', notes: 'Tuesday 9am' })).status).toBe(200);
    await drain();
    const hooks = arrivedAt(endpoint.path);
    expect(hooks).toHaveLength(1);
    const event = JSON.parse(hooks[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe('quote.updated');
    expect(event.data.previousAttributes).toEqual({ status: 'pending', notes: null });
    expect(event.data.acceptedQuote).toMatchObject({ status: 'scheduled', notes: 'Tuesday 9am' });
  });

  it('sends quote.updated for a price override and for going back to the computed price', async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const quote = await buildQuote(owner);
    const line = quote.lines[0]!;
    const overridePath = `/api/accepted-quotes/${quote.id}/services/${line.id}/price-override`;
    const override = { totalCost: 65.5, reason: 'Steep slope' };
    expect((await app.as(owner).put(overridePath, override)).status).toBe(200);
    // The same price and reason again is no change.
    expect((await app.as(owner).put(overridePath, override)).status).toBe(200);
    // Delivered one by one, so they arrive in the order they happened.
    await drain();
    expect((await app.as(owner).delete(overridePath)).status).toBe(200);
    await drain();

    const events = arrivedAt(endpoint.path).map(
      (hook) =>
        JSON.parse(hook.body) as {
          type: string;
          data: {
            acceptedQuote: { totalCost: number; services: { priceOverride: unknown }[] };
            previousAttributes: { totalCost: number; services: { totalCost: number }[] };
          };
        },
    );
    expect(events.map((event) => event.type)).toEqual(['quote.updated', 'quote.updated']);
    const [overridden, restored] = events;
    expect(overridden!.data.acceptedQuote.totalCost).toBe(65.5);
    expect(overridden!.data.acceptedQuote.services[0]!.priceOverride).toMatchObject(override);
    expect(overridden!.data.previousAttributes).toMatchObject({ totalCost: 80 });
    expect(overridden!.data.previousAttributes.services[0]).toMatchObject({
      totalCost: 80,
      priceOverride: null,
    });
    expect(restored!.data.acceptedQuote.totalCost).toBe(80);
    expect(restored!.data.previousAttributes).toMatchObject({ totalCost: 65.5 });
  });

  it('keeps no price override whose event could not be queued: both share one transaction', async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const quote = await buildQuote(owner);
    const line = quote.lines[0]!;
    // The queue's table refuses this owner's rows, as a full disk or a lost connection would.
    const trigger = `refuse_deliveries_${owner.id.replace(/-/g, '')}`;
    await app.db.execute(
      sql.raw(`CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.owner_id = '${owner.id}' THEN RAISE EXCEPTION 'queue unavailable'; END IF;
          RETURN NEW;
        END $$`),
    );
    await app.db.execute(
      sql.raw(
        `CREATE TRIGGER ${trigger} BEFORE INSERT ON webhook_deliveries FOR EACH ROW EXECUTE FUNCTION ${trigger}()`,
      ),
    );
    try {
      const res = await app
        .as(owner)
        .put(`/api/accepted-quotes/${quote.id}/services/${line.id}/price-override`, {
          totalCost: 10,
          reason: 'Friends and family',
        });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await app.db.execute(sql.raw(`DROP TRIGGER ${trigger} ON webhook_deliveries`));
      await app.db.execute(sql.raw(`DROP FUNCTION ${trigger}()`));
    }
    const listed = acceptedQuotesListResponseSchema.parse(
      (await app.as(owner).get('/api/accepted-quotes')).body,
    ).acceptedQuotes;
    expect(listed[0]).toMatchObject({ totalCost: 80 });
    expect(listed[0]!.services[0]).toMatchObject({ totalCost: 80, priceOverride: null });
    expect(await deliveries(owner, endpoint.id)).toEqual([]);
  });

  it('retries after a 500 with backoff, sending the same event again, signed afresh', async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const quote = await buildQuote(owner);
    receiver.replyAt(endpoint.path, { status: 500 });
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'contacted' });
    await drain();
    const [failed] = await deliveries(owner, endpoint.id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'The endpoint answered 500',
    });
    // Not before the backoff has passed.
    clock.set(new Date(clock.now().getTime() + 30_000));
    await drain();
    expect(arrivedAt(endpoint.path)).toHaveLength(1);

    clock.set(new Date(clock.now().getTime() + webhookRetryDelayMs(1)));
    await drain();
    const hooks = arrivedAt(endpoint.path);
    expect(hooks).toHaveLength(2);
    expect(hooks[1]!.body).toBe(hooks[0]!.body);
    expect(hooks[1]!.headers['yardstick-event-id']).toBe(hooks[0]!.headers['yardstick-event-id']);
    const signature = String(hooks[1]!.headers['yardstick-signature']);
    expect(verifySignature(endpoint.secret, hooks[1]!.body, signature, clock.now())).toBe(true);
    expect((await deliveries(owner, endpoint.id))[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
    });
  });

  it('keeps trying for more than a day before giving up', async () => {
    let waited = 0;
    for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      waited += webhookRetryDelayMs(attempt);
    }
    expect(waited).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);

    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const quote = await buildQuote(owner);
    receiver.replyAt(
      endpoint.path,
      ...Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, () => ({ status: 503 })),
    );
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'contacted' });
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      await drain();
      clock.set(new Date(clock.now().getTime() + webhookRetryDelayMs(attempt)));
    }
    await drain();
    expect(arrivedAt(endpoint.path)).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect((await deliveries(owner, endpoint.id))[0]).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
  });

  it('does not follow a redirect', async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const quote = await buildQuote(owner);
    receiver.replyAt(endpoint.path, { redirectTo: '/elsewhere' });
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'contacted' });
    await drain();
    expect(arrivedAt('/elsewhere')).toEqual([]);
    expect((await deliveries(owner, endpoint.id))[0]).toMatchObject({
      status: 'pending',
      lastStatusCode: 302,
      lastError: 'Redirect to /elsewhere not followed',
    });
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const quote = await buildQuote(owner);
    receiver.replyAt(endpoint.path, { hang: true });
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'contacted' });
    const started = Date.now();
    await drain();
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await deliveries(owner, endpoint.id))[0]).toMatchObject({
      status: 'pending',
      lastStatusCode: null,
      lastError: 'No answer within 2 seconds',
    });
  });

  it('refuses at delivery a destination that is loopback outside development', async () => {
    const owner = await buildOwner();
    // As if the endpoint's name had been pointed at the loopback after it was added.
    const endpoint = await webhookRepository(app.db).addEndpoint(
      owner.id,
      `${receiver.origin.replace('http:', 'https:')}/inside`,
      'whsec_test',
    );
    const quote = await buildQuote(owner);
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'contacted' });
    await drain(productionRunner);
    expect(arrivedAt('/inside')).toEqual([]);
    expect((await deliveries(owner, endpoint.id))[0]).toMatchObject({
      status: 'pending',
      lastError: 'The endpoint must be on the public internet',
    });
  });

  it('resends a delivery as the same event, and stops for a deleted endpoint', async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const quote = await buildQuote(owner);
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'completed' });
    await drain();
    const [first] = await deliveries(owner, endpoint.id);

    const resent = await app.as(owner).post(`/api/webhook-deliveries/${first!.id}/resend`);
    expect(resent.status).toBe(201);
    const { delivery } = webhookDeliveryResponseSchema.parse(resent.body);
    expect(delivery).toMatchObject({ eventId: first!.eventId, status: 'pending', attempts: 0 });
    await drain();
    const hooks = arrivedAt(endpoint.path);
    expect(hooks).toHaveLength(2);
    expect(hooks[1]!.body).toBe(hooks[0]!.body);
    expect((await deliveries(owner, endpoint.id)).map((d) => d.status)).toEqual([
      'delivered',
      'delivered',
    ]);

    expect((await app.as(owner).delete(`/api/webhook-endpoints/${endpoint.id}`)).status).toBe(200);
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'pending' });
    await drain();
    expect(arrivedAt(endpoint.path)).toHaveLength(2);
    expect(
      (await app.as(owner).get(`/api/webhook-endpoints/${endpoint.id}/deliveries`)).status,
    ).toBe(404);
  });
});
