import { lawnAreaSqFt, type LotPolygon } from '@yardstick/core/lawnGeometry';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import {
  acceptedQuotesListResponseSchema,
  acceptQuoteResponseSchema,
} from '@yardstick/core/schemas/quotes';
import { repriceOfferSchema, VERIFIED_AREA_MESSAGES } from '@yardstick/core/schemas/verifiedArea';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lot, rect } from '@yardstick/core/testing/metreLot';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildQuote, buildService } from '../../testing/factories.ts';

const app = useTestApp();
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const offerBody = z.object({ offer: repriceOfferSchema });

/** An owner with weekly mowing (0.008 per sq ft) and a one-time clean-up (0.01), quoted on 10,000 sq ft. */
async function quotedOwner({ lot }: { lot?: LotPolygon } = {}) {
  const owner = await buildOwner();
  const mowing = await buildService(owner, { name: 'Lawn Mowing' });
  const cleanUp = await buildService(owner, {
    name: 'Spring Clean-up',
    frequencies: [{ frequency: 'one-time', pricePerSqFt: 0.01, minimumPrice: 0 }],
  });
  const quote = await buildQuote(owner, {
    ...(lot ? { lot } : {}),
    totalCents: 18_000,
    lines: [
      {
        serviceId: mowing.id,
        serviceName: 'Lawn Mowing',
        areaSqFt: 10_000,
        pricePerSqFt: '0.008000',
        frequency: 'weekly',
        totalCents: 8_000,
      },
      {
        serviceId: cleanUp.id,
        serviceName: 'Spring Clean-up',
        areaSqFt: 10_000,
        pricePerSqFt: '0.010000',
        frequency: 'one-time',
        totalCents: 10_000,
      },
    ],
  });
  return { owner, quote };
}

async function listed(owner: { id: string }) {
  const res = await app.as(owner).get('/api/accepted-quotes');
  return acceptedQuotesListResponseSchema.parse(res.body).acceptedQuotes;
}

describe('PUT /api/accepted-quotes/{id}/verified-area', () => {
  it('keeps measured, priced and verified areas side by side, with the date and note', async () => {
    const { owner, quote } = await quotedOwner();
    const res = await app.as(owner).put(`/api/accepted-quotes/${quote.id}/verified-area`, {
      verifiedSqFt: 12_000,
      verifiedOn: day(-2),
      note: 'Back lot fenced in after the quote',
    });
    expect(res.status).toBe(200);
    const saved = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
    expect(saved.verifiedArea).toMatchObject({
      sqFt: 12_000,
      verifiedOn: day(-2),
      note: 'Back lot fenced in after the quote',
      asMowed: false,
    });
    expect(saved.measuredMowableArea * 43_560).toBeCloseTo(10_000, 6);
    expect(saved.mowableArea * 43_560).toBeCloseTo(10_000, 6);
    // Recording changes no price.
    expect(saved.totalCost).toBe(180);
    const [again] = await listed(owner);
    expect(again?.verifiedArea?.sqFt).toBe(12_000);
  });

  it('takes the area of a lawn drawn as mowed and gives the lawn back to edit again', async () => {
    const { owner, quote } = await quotedOwner({ lot });
    const mowed: LawnGeometry = { type: 'MultiPolygon', coordinates: [[rect(2, 2, 32, 22)]] };
    const res = await app.as(owner).put(`/api/accepted-quotes/${quote.id}/verified-area`, {
      lawnGeometry: mowed,
      verifiedOn: day(-1),
    });
    expect(res.status).toBe(200);
    const saved = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
    expect(saved.verifiedArea).toMatchObject({
      sqFt: lawnAreaSqFt(mowed),
      asMowed: true,
      lawnGeometry: mowed,
    });
    // Recording changes no price; a typed area afterwards forgets the drawn lawn.
    expect(saved.totalCost).toBe(180);
    const typed = await app.as(owner).put(`/api/accepted-quotes/${quote.id}/verified-area`, {
      verifiedSqFt: 6_000,
      verifiedOn: day(-1),
    });
    const retyped = acceptQuoteResponseSchema.parse(typed.body).acceptedQuote;
    expect(retyped.verifiedArea).toMatchObject({ asMowed: false, lawnGeometry: null });
  });

  it('replaces a verified area and removes one recorded by mistake', async () => {
    const { owner, quote } = await quotedOwner();
    const path = `/api/accepted-quotes/${quote.id}/verified-area`;
    await app.as(owner).put(path, { verifiedSqFt: 9_000, verifiedOn: day(-1) });
    const second = await app.as(owner).put(path, { verifiedSqFt: 9_500, verifiedOn: day(0) });
    expect(acceptQuoteResponseSchema.parse(second.body).acceptedQuote.verifiedArea).toMatchObject({
      sqFt: 9_500,
      note: null,
    });
    const removed = await app.as(owner).delete(path);
    expect(removed.status).toBe(200);
    expect(acceptQuoteResponseSchema.parse(removed.body).acceptedQuote.verifiedArea).toBeNull();
  });

  it.each([
    ['no area', { verifiedOn: day(-1) }, VERIFIED_AREA_MESSAGES.areaRequired],
    ['a zero area', { verifiedSqFt: 0, verifiedOn: day(-1) }, VERIFIED_AREA_MESSAGES.areaPositive],
    [
      'an area that is not a number',
      { verifiedSqFt: 'lots', verifiedOn: day(-1) },
      VERIFIED_AREA_MESSAGES.areaRequired,
    ],
    [
      'an area too large',
      { verifiedSqFt: 20_000_000, verifiedOn: day(-1) },
      VERIFIED_AREA_MESSAGES.areaTooLarge,
    ],
    ['no date', { verifiedSqFt: 5_000 }, VERIFIED_AREA_MESSAGES.dateRequired],
    [
      'a date not in ISO form',
      { verifiedSqFt: 5_000, verifiedOn: '25/11/2026' },
      VERIFIED_AREA_MESSAGES.dateRequired,
    ],
    [
      'a date after today',
      { verifiedSqFt: 5_000, verifiedOn: day(3) },
      VERIFIED_AREA_MESSAGES.dateInFuture,
    ],
    [
      'a note too long',
      { verifiedSqFt: 5_000, verifiedOn: day(-1), note: 'x'.repeat(501) },
      VERIFIED_AREA_MESSAGES.noteTooLong,
    ],
  ])('refuses %s with a clear message', async (_label, body, message) => {
    const { owner, quote } = await quotedOwner();
    const res = await app.as(owner).put(`/api/accepted-quotes/${quote.id}/verified-area`, body);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).error).toContain(message);
    const [unchanged] = await listed(owner);
    expect(unchanged?.verifiedArea).toBeNull();
  });

  it("answers 404 for another owner's quote and leaves it as it was", async () => {
    const { owner, quote } = await quotedOwner();
    const stranger = await buildOwner();
    const path = `/api/accepted-quotes/${quote.id}/verified-area`;
    const put = await app.as(stranger).put(path, { verifiedSqFt: 1_000, verifiedOn: day(-1) });
    expect(put.status).toBe(404);
    expect(errorBodySchema.parse(put.body).error).toBe('Quote not found');
    await app.as(owner).put(path, { verifiedSqFt: 12_000, verifiedOn: day(-1) });
    expect((await app.as(stranger).delete(path)).status).toBe(404);
    expect(
      (await app.as(stranger).get(`/api/accepted-quotes/${quote.id}/verified-reprice`)).status,
    ).toBe(404);
    const confirm = await app
      .as(stranger)
      .post(`/api/accepted-quotes/${quote.id}/verified-reprice`, { expectedNewTotal: 196 });
    expect(confirm.status).toBe(404);
    const [mine] = await listed(owner);
    expect(mine?.verifiedArea?.sqFt).toBe(12_000);
    expect(mine?.totalCost).toBe(180);
    expect((await app.anonymous().put(path, { verifiedSqFt: 1, verifiedOn: day(-1) })).status).toBe(
      401,
    );
  });
});

describe('re-pricing from the verified area', () => {
  it('offers old and new totals beyond the tolerance, and changes nothing until confirmed', async () => {
    const { owner, quote } = await quotedOwner();
    const base = `/api/accepted-quotes/${quote.id}`;
    await app.as(owner).put(`${base}/verified-area`, { verifiedSqFt: 12_000, verifiedOn: day(-1) });
    const res = await app.as(owner).get(`${base}/verified-reprice`);
    expect(res.status).toBe(200);
    const { offer } = offerBody.parse(res.body);
    // Weekly mowing 12,000 × 0.008 = $96; the one-time clean-up keeps its $100.
    expect(offer).toMatchObject({
      pricedSqFt: expect.closeTo(10_000, 6) as number,
      verifiedSqFt: 12_000,
      tolerancePercent: 10,
      beyondTolerance: true,
      currentTotal: 180,
      newTotal: 196,
    });
    expect(offer.differencePercent).toBeCloseTo(20, 6);
    expect(offer.lines.map((l) => [l.serviceName, l.currentTotal, l.newTotal, l.repriced])).toEqual(
      [
        ['Lawn Mowing', 80, 96, true],
        ['Spring Clean-up', 100, 100, false],
      ],
    );
    expect((await listed(owner))[0]?.totalCost).toBe(180);

    const stale = await app.as(owner).post(`${base}/verified-reprice`, { expectedNewTotal: 190 });
    expect(stale.status).toBe(409);
    expect(errorBodySchema.parse(stale.body).error).toBe(VERIFIED_AREA_MESSAGES.totalsChanged);
    expect((await listed(owner))[0]?.totalCost).toBe(180);

    const confirmed = await app
      .as(owner)
      .post(`${base}/verified-reprice`, { expectedNewTotal: 196 });
    expect(confirmed.status).toBe(200);
    const after = acceptQuoteResponseSchema.parse(confirmed.body).acceptedQuote;
    expect(after.totalCost).toBe(196);
    expect(after.mowableArea * 43_560).toBeCloseTo(12_000, 6);
    expect(after.measuredMowableArea * 43_560).toBeCloseTo(10_000, 6);
    expect(after.adjustmentHistory[0]).toMatchObject({ totalCost: 180 });
    expect(after.services.map((s) => s.totalCost)).toEqual([96, 100]);
    // Priced on the verified area now: nothing more to offer.
    const settled = offerBody.parse((await app.as(owner).get(`${base}/verified-reprice`)).body);
    expect(settled.offer.beyondTolerance).toBe(false);
  });

  it("keeps an owner's own line price and offers nothing within the owner's tolerance", async () => {
    const { owner, quote } = await quotedOwner();
    const base = `/api/accepted-quotes/${quote.id}`;
    const set = await app.as(owner).put('/api/accuracy-settings', { verifiedTolerancePercent: 25 });
    expect(set.status).toBe(200);
    await app.as(owner).put(`${base}/verified-area`, { verifiedSqFt: 12_000, verifiedOn: day(-1) });
    const { offer } = offerBody.parse((await app.as(owner).get(`${base}/verified-reprice`)).body);
    expect(offer).toMatchObject({ tolerancePercent: 25, beyondTolerance: false });
    const refused = await app.as(owner).post(`${base}/verified-reprice`, { expectedNewTotal: 196 });
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(refused.body).error).toBe(VERIFIED_AREA_MESSAGES.withinTolerance);

    await app.as(owner).put('/api/accuracy-settings', { verifiedTolerancePercent: 10 });
    const mowingLine = quote.lines[0];
    await app.as(owner).put(`${base}/services/${mowingLine?.id}/price-override`, {
      totalCost: 70,
      reason: 'Friend',
    });
    const kept = offerBody.parse((await app.as(owner).get(`${base}/verified-reprice`)).body).offer;
    expect(kept.lines[0]).toMatchObject({ currentTotal: 70, newTotal: 70, repriced: false });
    expect(kept.newTotal).toBe(170);
  });

  it('has nothing to offer before a verified area is recorded', async () => {
    const { owner, quote } = await quotedOwner();
    const res = await app.as(owner).get(`/api/accepted-quotes/${quote.id}/verified-reprice`);
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).error).toBe(VERIFIED_AREA_MESSAGES.notVerified);
  });
});
