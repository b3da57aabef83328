import { webhookDeliveryResponseSchema } from '@yardstick/core/schemas/webhooks';
import { acceptedQuotesListResponseSchema } from '@yardstick/core/schemas/quotes';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acceptThroughWidget } from '../../testing/acceptThroughWidget.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';
import { useWebhookSetup } from '../../testing/webhookSetup.ts';
import { verifySignature } from './signature.ts';
import {
  WEBHOOK_MAX_ATTEMPTS,
  webhookRepository,
  webhookRetryDelayMs,
} from './webhookRepository.ts';

const { app, clock, receiver, addEndpoint, deliveries, arrivedAt, drain, letTimePass } =
  useWebhookSetup();

describe('webhook deliveries', () => {
  it('POSTs quote.accepted as signed JSON with its idempotency id in header and body', async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const { mowing } = await acceptThroughWidget(app, owner, {
      name: 'Robin Hook',
      email: 'robin.hook@example.com',
    });
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
    // Each line says what it was priced on and how much of it.
    expect(event.data.acceptedQuote.services).toEqual([
      expect.objectContaining({ basis: 'lawn-area', quantity: mowing.areaSqFt }),
    ]);
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
    await letTimePass(30_000);
    await drain();
    expect(arrivedAt(endpoint.path)).toHaveLength(1);

    await letTimePass(webhookRetryDelayMs(1));
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
      await letTimePass(webhookRetryDelayMs(attempt));
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
    // The run gives up on the hung endpoint instead of waiting for it: drain() returns, and says why.
    await drain();
    expect((await deliveries(owner, endpoint.id))[0]).toMatchObject({
      status: 'pending',
      lastStatusCode: null,
      lastError: 'No answer within 2 seconds',
    });
  });

  it("holds back the rest of an unwell endpoint's queue until its retry, and not other endpoints", async () => {
    const owner = await buildOwner();
    const unwell = await addEndpoint(owner, `/unwell-${owner.id.slice(0, 8)}`);
    const well = await addEndpoint(owner, `/well-${owner.id.slice(0, 8)}`);
    const webhooks = webhookRepository(app.db);
    const queue = async (endpointId: string, count: number) => {
      for (let k = 0; k < count; k += 1) {
        await webhooks.enqueue({
          ownerId: owner.id,
          endpointId,
          eventId: `evt_${endpointId.slice(0, 8)}_${k}`,
          eventType: 'quote.updated',
          body: JSON.stringify({ k }),
        });
      }
    };
    await queue(unwell.id, 3);
    await queue(well.id, 2);
    receiver.replyAt(unwell.path, { status: 503 });
    await drain();
    // One attempt found the endpoint unwell; the other two wait for its retry, untried.
    expect(arrivedAt(unwell.path)).toHaveLength(1);
    expect((await deliveries(owner, unwell.id)).map((d) => [d.status, d.attempts]).sort()).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 1],
    ]);
    expect(arrivedAt(well.path)).toHaveLength(2);

    await letTimePass(webhookRetryDelayMs(1));
    await drain();
    expect(arrivedAt(unwell.path)).toHaveLength(4);
    const settled = await deliveries(owner, unwell.id);
    expect(settled.map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
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
    await drain('production');
    expect(arrivedAt('/inside')).toEqual([]);
    expect((await deliveries(owner, endpoint.id))[0]).toMatchObject({
      status: 'pending',
      lastError: 'The endpoint must be on the public internet',
    });
  });

  it('takes over a delivery still being retried instead of sending the event twice', async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const quote = await buildQuote(owner);
    receiver.replyAt(endpoint.path, { status: 500 });
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'scheduled' });
    await drain();
    const [retrying] = await deliveries(owner, endpoint.id);
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retrying!.nextAttemptAt).not.toBeNull();
    // The payload the owner can read is the body that was sent.
    expect(retrying!.payload).toBe(arrivedAt(endpoint.path)[0]!.body);

    receiver.replyAt(endpoint.path, { status: 200 });
    const resend = () => app.as(owner).post(`/api/webhook-deliveries/${retrying!.id}/resend`);
    const first = await resend();
    expect(first.status).toBe(200);
    expect(webhookDeliveryResponseSchema.parse(first.body).delivery.id).toBe(retrying!.id);
    expect((await resend()).status).toBe(200);
    // Due now, without waiting for the backoff: sent once more, not once per click.
    await drain();
    expect(arrivedAt(endpoint.path)).toHaveLength(2);
    const listed = await deliveries(owner, endpoint.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ status: 'delivered', attempts: 2, nextAttemptAt: null });
  });

  it("answers 404 for another owner's delivery", async () => {
    const owner = await buildOwner();
    const endpoint = await addEndpoint(owner);
    const quote = await buildQuote(owner);
    await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'contacted' });
    await drain();
    const [delivery] = await deliveries(owner, endpoint.id);
    const stranger = await buildOwner();
    expect(
      (await app.as(stranger).post(`/api/webhook-deliveries/${delivery!.id}/resend`)).status,
    ).toBe(404);
    expect((await app.as(owner).post('/api/webhook-deliveries/nope/resend')).status).toBe(404);
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
