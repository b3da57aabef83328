import {
  acceptedQuotesListResponseSchema,
  acceptQuoteResponseSchema,
  QUOTE_MESSAGES,
} from '@yardstick/core/schemas/quotes';
import { describe, expect, it } from 'vitest';
import { quoteRepository } from './quotesRepository.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';

const app = useTestApp();

describe('GET /api/accepted-quotes', () => {
  it("lists the owner's quotes newest first, in dollars and acres", async () => {
    const owner = await buildOwner();
    const older = await buildQuote(owner, {
      customerName: 'Older',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const newer = await buildQuote(owner, {
      customerName: 'Newer',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    await buildQuote(await buildOwner(), { customerName: 'Someone else' });

    const res = await app.as(owner).get('/api/accepted-quotes');
    expect(res.status).toBe(200);
    const { acceptedQuotes } = acceptedQuotesListResponseSchema.parse(res.body);
    expect(acceptedQuotes.map((quote) => quote.id)).toEqual([newer.id, older.id]);
    expect(acceptedQuotes[0]).toMatchObject({
      customerName: 'Newer',
      status: 'pending',
      totalCost: 80,
      mowableArea: 10_000 / 43_560,
      createdAt: '2026-02-01T10:00:00.000Z',
      services: [
        {
          serviceName: 'Lawn Mowing',
          areaSqFt: 10_000,
          pricePerSqFt: 0.008,
          frequency: 'weekly',
          totalCost: 80,
        },
      ],
    });
  });

  it('answers 401 when signed out', async () => {
    expect((await app.anonymous().get('/api/accepted-quotes')).status).toBe(401);
  });

  it('keeps the quotes readable and manageable once the trial has ended, without a plan', async () => {
    const owner = await buildOwner({ trial: 'expired' });
    const quote = await buildQuote(owner, { customerName: 'Kept lead' });
    const client = app.as(owner);
    const res = await client.get('/api/accepted-quotes');
    expect(res.status).toBe(200);
    const { acceptedQuotes } = acceptedQuotesListResponseSchema.parse(res.body);
    expect(acceptedQuotes.map((row) => row.customerName)).toEqual(['Kept lead']);
    const updated = await client.patch(`/api/accepted-quotes/${quote.id}`, {
      status: 'contacted',
      notes: 'Called back',
    });
    expect(updated.status, updated.text).toBe(200);
  });
});

describe('PATCH /api/accepted-quotes/{id}', () => {
  it('updates the status and notes and answers the quote', async () => {
    const owner = await buildOwner();
    const quote = await buildQuote(owner);
    const res = await app
      .as(owner)
      .patch(`/api/accepted-quotes/${quote.id}`, { status: 'scheduled', notes: 'Tuesday 9am' });
    expect(res.status).toBe(200);
    const { acceptedQuote } = acceptQuoteResponseSchema.parse(res.body);
    expect(acceptedQuote).toMatchObject({
      id: quote.id,
      status: 'scheduled',
      notes: 'Tuesday 9am',
    });
  });

  it('refuses an unknown status with the schema sentence', async () => {
    const owner = await buildOwner();
    const quote = await buildQuote(owner);
    const res = await app.as(owner).patch(`/api/accepted-quotes/${quote.id}`, { status: 'lost' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: QUOTE_MESSAGES.statusInvalid });
  });

  it("answers 404 for another owner's quote and leaves it unchanged", async () => {
    const owner = await buildOwner();
    const theirs = await buildQuote(await buildOwner());
    const res = await app
      .as(owner)
      .patch(`/api/accepted-quotes/${theirs.id}`, { status: 'completed', notes: 'mine now' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Quote not found' });
    expect(await quoteRepository(app.db).get(theirs.ownerId, theirs.id)).toMatchObject({
      status: 'pending',
      notes: null,
    });
  });

  it('answers 401 when signed out', async () => {
    const quote = await buildQuote(await buildOwner());
    expect(
      (await app.anonymous().patch(`/api/accepted-quotes/${quote.id}`, { status: 'completed' }))
        .status,
    ).toBe(401);
  });
});
