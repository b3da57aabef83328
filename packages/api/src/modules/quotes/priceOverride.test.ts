import {
  acceptedQuotesListResponseSchema,
  acceptQuoteResponseSchema,
  PRICE_OVERRIDE_MESSAGES,
} from '@yardstick/core/schemas/quotes';
import { describe, expect, it } from 'vitest';
import { quoteRepository } from './quotesRepository.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';

const app = useTestApp();

const twoLines = {
  totalCents: 12_000,
  lines: [
    {
      serviceId: null,
      serviceName: 'Lawn Mowing',
      areaSqFt: 10_000,
      pricePerSqFt: '0.008000',
      frequency: 'weekly' as const,
      totalCents: 8000,
    },
    {
      serviceId: null,
      serviceName: 'Fertilizer',
      areaSqFt: 10_000,
      pricePerSqFt: '0.004000',
      frequency: 'one-time' as const,
      totalCents: 4000,
    },
  ],
};

const overridePath = (quoteId: string, lineId: string) =>
  `/api/accepted-quotes/${quoteId}/services/${lineId}/price-override`;

describe('PUT /api/accepted-quotes/{id}/services/{lineId}/price-override', () => {
  it('keeps the computed price beside the owner’s, with the reason, and the total follows', async () => {
    const owner = await buildOwner();
    const quote = await buildQuote(owner, twoLines);
    const mowing = quote.lines[0]!;
    const res = await app
      .as(owner)
      .put(overridePath(quote.id, mowing.id), { totalCost: 65.5, reason: '  Steep slope  ' });
    expect(res.status).toBe(200);
    const { acceptedQuote } = acceptQuoteResponseSchema.parse(res.body);
    expect(acceptedQuote.totalCost).toBe(105.5);
    expect(acceptedQuote.services[0]).toMatchObject({
      totalCost: 65.5,
      computedTotalCost: 80,
      priceOverride: { totalCost: 65.5, reason: 'Steep slope' },
    });
    expect(acceptedQuote.services[1]).toMatchObject({
      totalCost: 40,
      computedTotalCost: 40,
      priceOverride: null,
    });

    const listed = await app.as(owner).get('/api/accepted-quotes');
    expect(acceptedQuotesListResponseSchema.parse(listed.body).acceptedQuotes[0]?.totalCost).toBe(
      105.5,
    );
  });

  it('goes back to the computed price and total on DELETE', async () => {
    const owner = await buildOwner();
    const quote = await buildQuote(owner, twoLines);
    const line = quote.lines[1]!;
    await app
      .as(owner)
      .put(overridePath(quote.id, line.id), { totalCost: 0, reason: 'Free trial' });
    const res = await app.as(owner).delete(overridePath(quote.id, line.id));
    expect(res.status).toBe(200);
    const { acceptedQuote } = acceptQuoteResponseSchema.parse(res.body);
    expect(acceptedQuote.totalCost).toBe(120);
    expect(acceptedQuote.services[1]).toMatchObject({ totalCost: 40, priceOverride: null });
  });

  it('requires a reason and a price that is money', async () => {
    const owner = await buildOwner();
    const quote = await buildQuote(owner);
    const path = overridePath(quote.id, quote.lines[0]!.id);
    const cases: [unknown, string][] = [
      [{ totalCost: 50, reason: '   ' }, PRICE_OVERRIDE_MESSAGES.reasonRequired],
      [{ totalCost: 50 }, PRICE_OVERRIDE_MESSAGES.reasonRequired],
      [{ totalCost: -1, reason: 'x' }, PRICE_OVERRIDE_MESSAGES.priceNotNegative],
      [{ totalCost: '50', reason: 'x' }, PRICE_OVERRIDE_MESSAGES.priceRequired],
      [{ totalCost: 2_000_000, reason: 'x' }, PRICE_OVERRIDE_MESSAGES.priceTooLarge],
      [{ totalCost: 5, reason: 'x'.repeat(501) }, PRICE_OVERRIDE_MESSAGES.reasonTooLong],
    ];
    for (const [body, error] of cases) {
      const res = await app.as(owner).put(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error });
    }
    expect((await quoteRepository(app.db).get(owner.id, quote.id))?.totalCents).toBe(8000);
  });

  it("answers 404 for another owner's quote and changes nothing", async () => {
    const owner = await buildOwner();
    const theirs = await buildQuote(await buildOwner());
    const res = await app
      .as(owner)
      .put(overridePath(theirs.id, theirs.lines[0]!.id), { totalCost: 1, reason: 'Mine now' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Quote not found' });
    const kept = await quoteRepository(app.db).get(theirs.ownerId, theirs.id);
    expect(kept?.totalCents).toBe(8000);
    expect(kept?.lines[0]?.overrideCents).toBeNull();
  });

  it('answers 404 for a line of another quote, and for ids that are not ids', async () => {
    const owner = await buildOwner();
    const quote = await buildQuote(owner);
    const other = await buildQuote(owner);
    const body = { totalCost: 1, reason: 'Wrong line' };
    const res = await app.as(owner).put(overridePath(quote.id, other.lines[0]!.id), body);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: PRICE_OVERRIDE_MESSAGES.lineNotFound });
    expect((await app.as(owner).put(overridePath('nope', 'nope'), body)).status).toBe(404);
    expect((await app.as(owner).put(overridePath(quote.id, 'nope'), body)).status).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const quote = await buildQuote(await buildOwner());
    const res = await app
      .anonymous()
      .put(overridePath(quote.id, quote.lines[0]!.id), { totalCost: 1, reason: 'x' });
    expect(res.status).toBe(401);
  });
});
