import {
  propertyAnalysisResultSchema,
  type PropertyAnalysisResult,
} from '@yardstick/core/schemas/analysis';
import {
  acceptQuoteResponseSchema,
  acceptedQuotesListResponseSchema,
  pricesChangedAnswerSchema,
} from '@yardstick/core/schemas/quotes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { owners } from '../../platform/db/schema/index.ts';
import { testDatabase } from '../../testing/database.ts';
import { fixedClock } from '../../platform/clock.ts';
import { useTestApp } from '../../testing/app.ts';
import { demoAddresses } from '../../testing/estimatorSetup.ts';
import { buildApiKey, buildOwner, buildService } from '../../testing/factories.ts';

const clock = fixedClock(new Date('2026-03-31T12:00:00Z'));
const app = useTestApp({ clock });
const SNOW = { from: { month: 11, day: 1 }, to: { month: 3, day: 31 } };

async function ownerWithSnowClearing() {
  const owner = await buildOwner();
  await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
  await buildService(owner, {
    name: 'Snow Clearing',
    season: SNOW,
    frequencies: [{ frequency: 'one-time', basis: 'flat', pricePerSqFt: 85, minimumPrice: null }],
  });
  return { owner, key: await buildApiKey(owner) };
}

async function analyze(key: string, address = demoAddresses.first.address) {
  const res = await app.withApiKey(key).post('/api/analyze-property', { address });
  expect(res.status, res.text).toBe(200);
  return propertyAnalysisResultSchema.parse(res.body);
}

function acceptSnow(result: PropertyAnalysisResult) {
  const snow = result.services.find((line) => line.serviceName === 'Snow Clearing');
  if (!snow) throw new Error('no snow clearing line');
  return {
    propertyAnalysisId: result.analysisId,
    customerName: 'Pat Homeowner',
    customerEmail: 'pat@example.com',
    selectedServices: [
      {
        serviceId: snow.serviceId,
        serviceName: snow.serviceName,
        pricePerSqFt: snow.pricePerSqFt,
        areaSqFt: snow.areaSqFt,
        totalCost: snow.totalCost,
        selectedFrequency: 'one-time',
      },
    ],
  };
}

describe('seasonal services in the estimator', () => {
  it('offers snow clearing on its last day and accepts it at the price shown', async () => {
    clock.set(new Date('2026-03-31T12:00:00Z'));
    const { key } = await ownerWithSnowClearing();
    const result = await analyze(key);
    expect(result.services.map((line) => line.serviceName)).toEqual([
      'Lawn Mowing',
      'Snow Clearing',
    ]);
    expect(result.outOfSeason).toEqual([]);
    const accepted = await app.withApiKey(key).post('/api/accept-quote', acceptSnow(result));
    expect(accepted.status, accepted.text).toBe(201);
    expect(acceptQuoteResponseSchema.parse(accepted.body).acceptedQuote.totalCost).toBe(85);
  });

  it('lists it apart the day after, with the day it opens again', async () => {
    clock.set(new Date('2026-04-01T12:00:00Z'));
    const { key } = await ownerWithSnowClearing();
    const result = await analyze(key, demoAddresses.second.address);
    expect(result.services.map((line) => line.serviceName)).toEqual(['Lawn Mowing']);
    expect(result.outOfSeason).toEqual([
      expect.objectContaining({ serviceName: 'Snow Clearing', opensOn: '2026-11-01' }),
    ]);
  });

  it('refuses an acceptance after the season closed, with the reason and today’s offer', async () => {
    clock.set(new Date('2026-03-31T12:00:00Z'));
    const { owner, key } = await ownerWithSnowClearing();
    const result = await analyze(key);
    clock.set(new Date('2026-04-01T12:00:00Z'));
    const refused = await app.withApiKey(key).post('/api/accept-quote', acceptSnow(result));
    expect(refused.status).toBe(409);
    const answer = pricesChangedAnswerSchema.parse(refused.body);
    expect(answer.error).toBe(
      'Snow Clearing is out of season (Available from Nov 1). Please check your services and accept again.',
    );
    expect(answer.services.map((line) => line.serviceName)).toEqual(['Lawn Mowing']);
    expect(answer.outOfSeason?.map((s) => s.opensOn)).toEqual(['2026-11-01']);
    const quotes = await app.as(owner).get('/api/accepted-quotes');
    expect(acceptedQuotesListResponseSchema.parse(quotes.body).acceptedQuotes).toEqual([]);
  });

  it("judges the season on the owner's test clock when it has moved on", async () => {
    clock.set(new Date('2026-07-04T12:00:00Z'));
    const { owner, key } = await ownerWithSnowClearing();
    expect((await analyze(key)).outOfSeason).toHaveLength(1);
    const moved = await app.as(owner).post('/api/test-clock/advance', { days: 130 });
    expect(moved.status).toBe(204);
    const winter = await analyze(key, demoAddresses.second.address);
    expect(winter.outOfSeason).toEqual([]);
    expect(winter.services.map((line) => line.serviceName)).toContain('Snow Clearing');
  });

  it("judges the day in the owner's time zone", async () => {
    // 03:00 UTC on Nov 1 is still Oct 31 in Chicago.
    clock.set(new Date('2026-11-01T03:00:00Z'));
    const { key } = await ownerWithSnowClearing();
    expect((await analyze(key)).outOfSeason).toEqual([]);
    const chicago = await buildOwner();
    const { db } = await testDatabase();
    await db.update(owners).set({ timeZone: 'America/Chicago' }).where(eq(owners.id, chicago.id));
    await buildService(chicago, { name: 'Snow Clearing', season: SNOW });
    const result = await analyze(await buildApiKey(chicago));
    expect(result.outOfSeason?.map((s) => s.opensOn)).toEqual(['2026-11-01']);
  });
});
