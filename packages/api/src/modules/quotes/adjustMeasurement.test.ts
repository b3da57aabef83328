import { lawnAreaSqFt } from '@yardstick/core/lawnGeometry';
import { selectedServicesOf } from '@yardstick/core/offer';
import { priceServiceFrequency } from '@yardstick/core/pricing';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { LAWN_GEOMETRY_MESSAGES } from '@yardstick/core/schemas/lawnGeometry';
import {
  ADJUSTMENT_HISTORY_LENGTH,
  acceptQuoteResponseSchema,
  acceptedQuotesListResponseSchema,
  type AcceptedQuote,
} from '@yardstick/core/schemas/quotes';
import { sqFtToAcres } from '@yardstick/core/units';
import { createdWebhookEndpointSchema } from '@yardstick/core/schemas/webhooks';
import { describe, expect, it } from 'vitest';
import { apiKeyRepository, type Owner } from '../accounts/index.ts';
import { webhookRepository } from '../notifications/index.ts';
import { acceptThroughWidget } from '../../testing/acceptThroughWidget.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildService } from '../../testing/factories.ts';
import { bowTie, scaledLot } from '../../testing/lawns.ts';

const app = useTestApp();
// The first analysis paints and measures the demo lot; a loaded machine needs the time.
const FIRST_ANALYSIS_MS = 120_000;

async function acceptedQuote() {
  const owner = await buildOwner();
  const { result, response } = await acceptThroughWidget(app, owner, {
    name: 'Pat Homeowner',
    email: 'pat@example.com',
  });
  const quote = acceptQuoteResponseSchema.parse(response.body).acceptedQuote;
  return { owner, result, quote };
}

const adjust = (owner: Owner, quoteId: string, body: unknown) =>
  app.as(owner).put(`/api/accepted-quotes/${quoteId}/measurement`, body);

async function listed(owner: Owner, quoteId: string): Promise<AcceptedQuote | undefined> {
  const res = await app.as(owner).get('/api/accepted-quotes');
  return acceptedQuotesListResponseSchema
    .parse(res.body)
    .acceptedQuotes.find((quote) => quote.id === quoteId);
}

/** The weekly mowing price core's rules give this area at the owner's rate now. */
function mowingPrice(result: PropertyAnalysisResult, areaSqFt: number, pricePerSqFt: number) {
  const [mowing] = result.services;
  if (!mowing) throw new Error('the analysis priced no service');
  return priceServiceFrequency({
    areaSqFt,
    frequencies: mowing.availableFrequencies.map((f) => ({ ...f, pricePerSqFt })),
    frequency: 'weekly',
    complexityScore: result.aiComplexityScore,
  }).totalCost;
}

describe('PUT /api/accepted-quotes/{id}/measurement', () => {
  it(
    "re-prices the quote on the adjusted lawn with the owner's current prices and keeps the previous figures",
    async () => {
      const { owner, result, quote } = await acceptedQuote();
      // The owner raises the mowing rate after the homeowner accepted.
      const [mowing] = result.services;
      const raised = await app.as(owner).put(`/api/services/${mowing?.serviceId}`, {
        name: 'Lawn Mowing',
        isActive: true,
        sortOrder: 0,
        frequencies: [{ frequency: 'weekly', pricePerSqFt: 0.012, minimumPrice: 50 }],
      });
      expect(raised.status).toBe(200);

      const lawn = scaledLot(result, 0.5);
      const areaSqFt = lawnAreaSqFt(lawn);
      const res = await adjust(owner, quote.id, { lawnGeometry: lawn });
      expect(res.status).toBe(200);
      const adjusted = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
      const expected = mowingPrice(result, areaSqFt, 0.012);
      expect(adjusted.services).toMatchObject([
        { serviceName: 'Lawn Mowing', areaSqFt, pricePerSqFt: 0.012, totalCost: expected },
      ]);
      expect(adjusted.totalCost).toBe(expected);
      expect(adjusted.mowableArea).toBeCloseTo(sqFtToAcres(areaSqFt), 6);
      expect(adjusted.measuredMowableArea).toBe(quote.measuredMowableArea);
      expect(adjusted.adjustedByCustomer).toBe(false);
      expect(adjusted.adjustmentHistory).toEqual([
        {
          mowableArea: quote.mowableArea,
          totalCost: quote.totalCost,
          // The weekly mowing it replaced, told per visit as the card tells it.
          totals: [{ cadence: 'visit', amount: quote.totalCost }],
          replacedAt: expect.any(String),
        },
      ]);
      expect(await listed(owner, quote.id)).toEqual(adjusted);
    },
    FIRST_ANALYSIS_MS,
  );

  it('re-prices only the lines priced on the lawn: edging keeps its measured length', async () => {
    const owner = await buildOwner();
    await buildService(owner, {
      name: 'Edging',
      frequencies: [
        { frequency: 'weekly', pricePerSqFt: 0.25, minimumPrice: null, basis: 'edge-length' },
      ],
    });
    const { result } = await acceptThroughWidget(app, owner, {
      name: 'Pat Homeowner',
      email: 'pat@example.com',
    });
    const edgingFt = result.serviceMeasures?.edges.hardFt;
    const key = (await apiKeyRepository(app.db).findActive(owner.id))?.key ?? '';
    // The homeowner takes the edging too, as offered.
    const accepted = await app.withApiKey(key).post('/api/accept-quote', {
      propertyAnalysisId: result.analysisId,
      customerName: 'Pat Homeowner',
      customerEmail: 'pat@example.com',
      selectedServices: selectedServicesOf(
        result.services.map((line) => ({ ...line, isSelected: true })),
      ),
    });
    expect(accepted.status, accepted.text).toBe(201);
    const quote = acceptQuoteResponseSchema.parse(accepted.body).acceptedQuote;
    const edgingBefore = quote.services.find((line) => line.serviceName === 'Edging');
    expect(edgingBefore).toMatchObject({ basis: 'edge-length', quantity: edgingFt });

    const lawn = scaledLot(result, 0.5);
    const res = await adjust(owner, quote.id, { lawnGeometry: lawn });
    expect(res.status).toBe(200);
    const adjusted = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
    expect(adjusted.services.map((line) => [line.serviceName, line.basis, line.quantity])).toEqual([
      ['Edging', 'edge-length', edgingFt],
      ['Lawn Mowing', 'lawn-area', lawnAreaSqFt(lawn)],
    ]);
    expect(adjusted.services[0]?.totalCost).toBe(edgingBefore?.totalCost);
  });

  it(`keeps the last ${ADJUSTMENT_HISTORY_LENGTH} figures, newest first`, async () => {
    const { owner, result, quote } = await acceptedQuote();
    const totals: number[] = [quote.totalCost];
    for (const factor of [0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
      const res = await adjust(owner, quote.id, { lawnGeometry: scaledLot(result, factor) });
      expect(res.status).toBe(200);
      totals.push(acceptQuoteResponseSchema.parse(res.body).acceptedQuote.totalCost);
    }
    const history = (await listed(owner, quote.id))?.adjustmentHistory ?? [];
    expect(history.map((entry) => entry.totalCost)).toEqual(
      totals.slice(-1 - ADJUSTMENT_HISTORY_LENGTH, -1).reverse(),
    );
  });

  it('queues quote.updated with the area, total and lines it replaced', async () => {
    const { owner, result, quote } = await acceptedQuote();
    const endpoint = await app
      .as(owner)
      .post('/api/webhook-endpoints', { url: 'https://hooks.example.com/yardstick' });
    expect(endpoint.status).toBe(201);
    const { id: endpointId } = createdWebhookEndpointSchema.parse(endpoint.body);
    const res = await adjust(owner, quote.id, { lawnGeometry: scaledLot(result, 0.5) });
    expect(res.status).toBe(200);
    const queued = await webhookRepository(app.db).listDeliveries(owner.id, endpointId, 10);
    const updated = queued.find((delivery) => delivery.eventType === 'quote.updated');
    const event = JSON.parse(updated?.body ?? '{}') as { data?: Record<string, unknown> };
    expect(event.data?.previousAttributes).toEqual({
      mowableArea: quote.mowableArea,
      totalCost: quote.totalCost,
      services: quote.services,
    });
  });

  it('refuses a lawn outside the lot or crossing itself with 400, and leaves the quote as it was', async () => {
    const { owner, result, quote } = await acceptedQuote();
    for (const [lawn, message] of [
      [scaledLot(result, 1.5), LAWN_GEOMETRY_MESSAGES.outsideLot],
      [bowTie(result), LAWN_GEOMETRY_MESSAGES.selfIntersecting],
      [{ type: 'MultiPolygon', coordinates: [] }, LAWN_GEOMETRY_MESSAGES.empty],
    ] as const) {
      const res = await adjust(owner, quote.id, { lawnGeometry: lawn });
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toBe(message);
    }
    expect(await listed(owner, quote.id)).toEqual(quote);
  });

  it("answers 404 for another owner's quote and refuses the widget key, leaving the quote unchanged", async () => {
    const { owner, result, quote } = await acceptedQuote();
    const other = await buildOwner();
    const body = { lawnGeometry: scaledLot(result, 0.5) };
    const theirs = await adjust(other, quote.id, body);
    expect(theirs.status).toBe(404);
    expect(errorBodySchema.parse(theirs.body).error).toBe('Quote not found');
    const widgetKey = (await apiKeyRepository(app.db).findActive(owner.id))?.key ?? '';
    const byKey = await app
      .withApiKey(widgetKey)
      .put(`/api/accepted-quotes/${quote.id}/measurement`, body);
    expect(byKey.status).toBe(403);
    expect(errorBodySchema.parse(byKey.body).error).toBeTruthy();
    expect(await listed(owner, quote.id)).toEqual(quote);
  });
});
