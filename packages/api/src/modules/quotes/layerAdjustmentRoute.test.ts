import { errorBodySchema } from '@yardstick/core/schemas/fields';
import {
  acceptQuoteResponseSchema,
  acceptedQuotesListResponseSchema,
} from '@yardstick/core/schemas/quotes';
import { createdWebhookEndpointSchema } from '@yardstick/core/schemas/webhooks';
import { lot, rect } from '@yardstick/core/testing/metreLot';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';
import type { Owner } from '../accounts/index.ts';
import { webhookRepository } from '../notifications/index.ts';

const app = useTestApp();
const beds = { type: 'MultiPolygon' as const, coordinates: [[rect(2, 22, 20, 28)]] };
const path = (quoteId: string) => `/api/accepted-quotes/${quoteId}/measurement`;

async function listed(owner: Owner) {
  const res = await app.as(owner).get('/api/accepted-quotes');
  return acceptedQuotesListResponseSchema.parse(res.body).acceptedQuotes;
}

describe('PUT /api/accepted-quotes/{id}/measurement with a layer', () => {
  it('refuses a layer it does not know with 400 naming the layers, and changes nothing', async () => {
    const owner = await buildOwner();
    const quote = await buildQuote(owner, { lot, mapShapes: { bedPolygons: beds } });
    const before = await listed(owner);
    for (const layer of ['trees', 7, null, { beds: true }]) {
      const res = await app.as(owner).put(path(quote.id), { lawnGeometry: beds, layer });
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toBe(
        'layer must be one of: lawn, beds, paving',
      );
    }
    expect(await listed(owner)).toEqual(before);
  });

  it('says what is wrong with edited beds in words about beds, and changes nothing', async () => {
    const owner = await buildOwner();
    const quote = await buildQuote(owner, { lot, mapShapes: { bedPolygons: beds } });
    const before = await listed(owner);
    const pastTheLot = { type: 'MultiPolygon', coordinates: [[rect(30, 20, 60, 28)]] };
    const res = await app
      .as(owner)
      .put(path(quote.id), { lawnGeometry: pastTheLot, layer: 'beds' });
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).error).toBe(
      'The adjusted bed reaches outside the property line.',
    );
    expect(await listed(owner)).toEqual(before);
  });

  it('answers 409 with a sentence for beds on an analysis made before they were traced', async () => {
    const owner = await buildOwner();
    const quote = await buildQuote(owner, { lot });
    const res = await app.as(owner).put(path(quote.id), { lawnGeometry: beds, layer: 'beds' });
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).error).toMatch(
      /^This property was analyzed before its beds were traced on the map.*Analyze the property again/,
    );
  });

  it('stores the edited beds, answers the quote with them and tells webhooks the area replaced', async () => {
    const owner = await buildOwner();
    const endpoint = await app
      .as(owner)
      .post('/api/webhook-endpoints', { url: 'https://hooks.example.com/yardstick' });
    const { id: endpointId } = createdWebhookEndpointSchema.parse(endpoint.body);
    const quote = await buildQuote(owner, { lot, mapShapes: { bedPolygons: beds } });
    const res = await app.as(owner).put(path(quote.id), { lawnGeometry: beds, layer: 'beds' });
    expect(res.status, res.text).toBe(200);
    const answered = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
    expect(answered).toMatchObject({ bedGeometry: beds, totalCost: 80 });
    expect(answered.bedAreaSqFt).toBeGreaterThan(1_000);
    expect((await listed(owner))[0]).toEqual(answered);
    const queued = await webhookRepository(app.db).listDeliveries(owner.id, endpointId, 10);
    const updated = queued.find((delivery) => delivery.eventType === 'quote.updated');
    const event = JSON.parse(updated?.body ?? '{}') as { data?: Record<string, unknown> };
    // The lines are priced on the lawn alone: only the beds' area changed, from as measured.
    expect(event.data?.previousAttributes).toEqual({ bedAreaSqFt: null });
  });
});
