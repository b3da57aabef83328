import { type PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import {
  acceptQuoteResponseSchema,
  acceptedQuotesListResponseSchema,
} from '@yardstick/core/schemas/quotes';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MISMATCH_MESSAGE } from './acceptQuote.ts';
import { useTestApp } from '../../testing/app.ts';
import { estimatorSetup } from '../../testing/estimatorSetup.ts';
import { buildOwner, buildStorefront } from '../../testing/factories.ts';

const app = useTestApp();
const { ownerWithMowing, analyzeWithKey } = estimatorSetup(app);

describe('POST /api/accept-quote', () => {
  async function analysedForQuote() {
    const setup = await ownerWithMowing();
    return { ...setup, result: await analyzeWithKey(setup.key) };
  }

  function payload(result: PropertyAnalysisResult, extra: Record<string, unknown> = {}) {
    const mowing = result.services.find((line) => line.serviceName === 'Lawn Mowing');
    if (!mowing) throw new Error('no mowing line');
    return {
      propertyAnalysisId: result.analysisId,
      customerName: 'Pat Homeowner',
      customerEmail: 'pat@example.com',
      customerAddress: result.address,
      totalCost: mowing.totalCost,
      mowableArea: result.mowableArea,
      selectedServices: [
        // The client's rate and area are not read: the server prices from the stored analysis
        // and holds the price to the one shown.
        {
          serviceId: mowing.serviceId,
          serviceName: mowing.serviceName,
          pricePerSqFt: 0.0001,
          areaSqFt: 1,
          totalCost: mowing.totalCost,
          selectedFrequency: 'weekly',
        },
      ],
      ...extra,
    };
  }

  it('stores the quote with the key owner, priced on the server, and only that owner sees it', async () => {
    const { owner, key, result } = await analysedForQuote();
    const res = await app.withApiKey(key).post('/api/accept-quote', payload(result));
    expect(res.status).toBe(201);
    const { acceptedQuote } = acceptQuoteResponseSchema.parse(res.body);
    const mowing = result.services.find((line) => line.serviceName === 'Lawn Mowing');
    expect(acceptedQuote.totalCost).toBe(mowing?.totalCost);
    expect(acceptedQuote.services[0]).toMatchObject({ pricePerSqFt: 0.008, frequency: 'weekly' });

    const mine = acceptedQuotesListResponseSchema.parse(
      (await app.as(owner).get('/api/accepted-quotes')).body,
    );
    expect(mine.acceptedQuotes.map((quote) => quote.id)).toContain(acceptedQuote.id);
    const someoneElse = await buildOwner();
    const theirs = acceptedQuotesListResponseSchema.parse(
      (await app.as(someoneElse).get('/api/accepted-quotes')).body,
    );
    expect(theirs.acceptedQuotes).toEqual([]);
  });

  it('does not store a second quote for a repeated submission', async () => {
    const { owner, key, result } = await analysedForQuote();
    const body = payload(result, { idempotencyKey: 'submit-attempt-0001' });
    const firstTry = await app.withApiKey(key).post('/api/accept-quote', body);
    const secondTry = await app.withApiKey(key).post('/api/accept-quote', body);
    expect(firstTry.status).toBe(201);
    expect(secondTry.status).toBe(200);
    expect(acceptQuoteResponseSchema.parse(secondTry.body).acceptedQuote.id).toBe(
      acceptQuoteResponseSchema.parse(firstTry.body).acceptedQuote.id,
    );
    const list = acceptedQuotesListResponseSchema.parse(
      (await app.as(owner).get('/api/accepted-quotes')).body,
    );
    expect(list.acceptedQuotes).toHaveLength(1);
  });

  it("refuses another caller's reuse of a key for different details, leaking nothing", async () => {
    const { owner, key, result } = await analysedForQuote();
    const first = await app
      .withApiKey(key)
      .post('/api/accept-quote', payload(result, { idempotencyKey: 'shared-key-0001' }));
    expect(first.status).toBe(201);
    const replay = await app
      .withApiKey(key)
      .post(
        '/api/accept-quote',
        payload(result, { idempotencyKey: 'shared-key-0001', customerName: 'Mallory' }),
      );
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({ error: IDEMPOTENCY_MISMATCH_MESSAGE });
    expect(replay.text).not.toContain('Pat Homeowner');
    expect(replay.text).not.toContain('pat@example.com');
    const list = acceptedQuotesListResponseSchema.parse(
      (await app.as(owner).get('/api/accepted-quotes')).body,
    );
    expect(list.acceptedQuotes).toHaveLength(1);
  });

  it('holds the Idempotency-Key header to the same rule as the body field', async () => {
    const { key, result } = await analysedForQuote();
    for (const header of ['short', 'k'.repeat(101)]) {
      const res = await app
        .withApiKey(key)
        .post('/api/accept-quote', payload(result), { headers: { 'Idempotency-Key': header } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Idempotency key must be 8 to 100 characters' });
    }
    const headers = { 'Idempotency-Key': 'header-key-0001' };
    const first = await app.withApiKey(key).post('/api/accept-quote', payload(result), { headers });
    const again = await app.withApiKey(key).post('/api/accept-quote', payload(result), { headers });
    expect([first.status, again.status]).toEqual([201, 200]);
  });

  it("lands a storefront visitor's quote with the storefront's owner", async () => {
    const { owner, result } = await analysedForQuote();
    const storefront = await buildStorefront(owner);
    const res = await app
      .anonymous()
      .post('/api/accept-quote', payload(result, { storefrontSubdomain: storefront.subdomain }));
    expect(res.status).toBe(201);
    const list = acceptedQuotesListResponseSchema.parse(
      (await app.as(owner).get('/api/accepted-quotes')).body,
    );
    expect(list.acceptedQuotes).toHaveLength(1);
  });

  it("refuses another owner's analysis and an invalid payload, storing nothing", async () => {
    const { result } = await analysedForQuote();
    const { owner: other, key: otherKey } = await ownerWithMowing();
    const crossed = await app.withApiKey(otherKey).post('/api/accept-quote', payload(result));
    expect(crossed.status).toBe(404);
    const invalid = await app
      .withApiKey(otherKey)
      .post('/api/accept-quote', payload(result, { customerEmail: 'nope' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'Please enter a valid email address' });
    // An address that would mail someone else too, or name its own display name.
    for (const customerEmail of ['admin,eve@x.test', '"x"<y@z.test>']) {
      const smuggled = await app
        .withApiKey(otherKey)
        .post('/api/accept-quote', payload(result, { customerEmail }));
      expect(smuggled.status, customerEmail).toBe(400);
      expect(smuggled.body).toEqual({ error: 'Please enter a valid email address' });
    }
    const list = acceptedQuotesListResponseSchema.parse(
      (await app.as(other).get('/api/accepted-quotes')).body,
    );
    expect(list.acceptedQuotes).toEqual([]);
  });
});
