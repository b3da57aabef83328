import { propertyAnalysisResultSchema } from '@yardstick/core/schemas/analysis';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import {
  acceptedQuotesListResponseSchema,
  acceptQuoteResponseSchema,
} from '@yardstick/core/schemas/quotes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner, buildService } from '../../testing/factories.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

const app = useTestApp();
const [demo] = demoAddressList();
if (!demo) throw new Error('the demo region has no addresses');

/** An owner with mowing, a threshold, and one accepted quote on a demo address. */
async function acceptAtThreshold(reviewThreshold: number) {
  const owner = await buildOwner();
  await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
  const key = await buildApiKey(owner);
  const set = await app.as(owner).put('/api/review-settings', { reviewThreshold });
  expect(set.status).toBe(200);
  const analysed = await app.withApiKey(key).post('/api/analyze-property', {
    address: demo?.address,
  });
  expect(analysed.status).toBe(200);
  const result = propertyAnalysisResultSchema.parse(analysed.body);
  const mowing = result.services[0];
  if (!mowing) throw new Error('no mowing line');
  const quote = await acceptServices(key, result.analysisId, [
    { ...mowing, selectedFrequency: 'weekly' },
  ]);
  return { owner, result, quote };
}

/** A homeowner accepts these services of an analysis; the stored quote. */
async function acceptServices(key: string, propertyAnalysisId: string, selected: unknown[]) {
  const accepted = await app.withApiKey(key).post('/api/accept-quote', {
    propertyAnalysisId,
    customerName: 'Pat Homeowner',
    customerEmail: 'pat@example.com',
    selectedServices: selected,
  });
  expect(accepted.status).toBe(201);
  return acceptQuoteResponseSchema.parse(accepted.body).acceptedQuote;
}

describe('measurement review', () => {
  it('gives the analysis its measurement and marks it for review below the owner threshold', async () => {
    const { result, quote } = await acceptAtThreshold(1);
    expect(result.measurement).toMatchObject({
      imagerySource: 'Yardstick demo region',
      parcelSource: 'parcel',
      resolutionM: 0.3,
    });
    expect(result.measurement.imageryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.measurement.confidence).toBeGreaterThan(0);
    expect(result.measurement.confidence).toBeLessThan(1);
    expect(result.reviewRequired).toBe(true);
    expect(quote).toMatchObject({
      reviewRequired: true,
      measurementConfidence: result.measurement.confidence,
      reviewMeasures: [{ basis: 'lawn-area', confidence: result.measurement.confidence }],
    });
  });

  it('keeps the price firm at or above the threshold', async () => {
    const { result, quote } = await acceptAtThreshold(0);
    expect(result.reviewRequired).toBe(false);
    expect(quote.reviewRequired).toBe(false);
  });

  it('filters the accepted quotes to those waiting for a review', async () => {
    const { owner, quote } = await acceptAtThreshold(1);
    const review = await app.as(owner).get('/api/accepted-quotes?reviewRequired=true');
    expect(review.status).toBe(200);
    const listed = acceptedQuotesListResponseSchema.parse(review.body).acceptedQuotes;
    expect(listed.map((q) => q.id)).toEqual([quote.id]);
    const firm = await app.as(owner).get('/api/accepted-quotes?reviewRequired=false');
    expect(acceptedQuotesListResponseSchema.parse(firm.body).acceptedQuotes).toEqual([]);
    const bad = await app.as(owner).get('/api/accepted-quotes?reviewRequired=maybe');
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).error).toMatch(/reviewRequired must be true or false/);
  });

  it('reads and validates the review threshold, 0.6 by default', async () => {
    const owner = await buildOwner();
    const read = await app.as(owner).get('/api/review-settings');
    expect(read.body).toEqual({ reviewThreshold: 0.6 });
    for (const reviewThreshold of [1.5, -0.1, 'high', null]) {
      const res = await app.as(owner).put('/api/review-settings', { reviewThreshold });
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toMatch(
        /Review threshold must be a number from 0 to 1/,
      );
    }
    const saved = await app.as(owner).put('/api/review-settings', { reviewThreshold: 0.75 });
    expect(saved.body).toEqual({ reviewThreshold: 0.75 });
    expect((await app.anonymous().get('/api/review-settings')).status).toBe(401);
  });
});

describe('a price on a measure beyond the lawn', () => {
  /** An owner who mows and mulches, and a demo lot with beds measured less surely than its lawn. */
  async function mowerAndMulcher() {
    const owner = await buildOwner();
    await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
    await buildService(owner, {
      name: 'Mulching',
      frequencies: [
        { frequency: 'one-time', pricePerSqFt: 0.75, minimumPrice: null, basis: 'bed-area' },
      ],
    });
    const key = await buildApiKey(owner);
    for (const { address } of demoAddressList()) {
      const analysed = await app.withApiKey(key).post('/api/analyze-property', { address });
      expect(analysed.status).toBe(200);
      const result = propertyAnalysisResultSchema.parse(analysed.body);
      const beds = result.serviceMeasures;
      if (beds && beds.bedsSqFt > 0 && beds.confidence.beds < result.measurement.confidence - 0.02)
        return {
          owner,
          key,
          address,
          lawn: result.measurement.confidence,
          beds: beds.confidence.beds,
        };
    }
    throw new Error('no demo lot has beds measured less surely than its lawn');
  }

  it('waits for a review only in a quote that includes it', async () => {
    const { owner, key, address, lawn, beds } = await mowerAndMulcher();
    // Between the two: the lawn is sure enough, the beds are not.
    const reviewThreshold = Math.round(((lawn + beds) / 2) * 1000) / 1000;
    expect((await app.as(owner).put('/api/review-settings', { reviewThreshold })).status).toBe(200);
    // The same address again: priced anew from the stored analysis, at the new threshold.
    const analysed = await app.withApiKey(key).post('/api/analyze-property', { address });
    const result = propertyAnalysisResultSchema.parse(analysed.body);
    expect(result.reviewRequired).toBe(false);
    expect(result.reviewBases).toEqual(expect.arrayContaining(['bed-area']));
    expect(result.reviewBases).not.toContain('lawn-area');
    const line = (name: string) => {
      const found = result.services.find((service) => service.serviceName === name);
      if (!found) throw new Error(`no ${name} line`);
      return found;
    };
    const accept = (selected: unknown[]) => acceptServices(key, result.analysisId, selected);
    expect(await accept([line('Lawn Mowing')])).toMatchObject({
      reviewRequired: false,
      reviewMeasures: [],
    });
    const waiting = await accept([line('Lawn Mowing'), line('Mulching')]);
    // The owner is told which measure to check, and how sure the engine was of it.
    expect(waiting).toMatchObject({
      reviewRequired: true,
      reviewMeasures: [{ basis: 'bed-area', confidence: beds }],
    });
    const listed = await app.as(owner).get('/api/accepted-quotes?reviewRequired=true');
    expect(
      acceptedQuotesListResponseSchema
        .parse(listed.body)
        .acceptedQuotes.map((q) => q.reviewMeasures),
    ).toEqual([[{ basis: 'bed-area', confidence: beds }]]);
  });
});
