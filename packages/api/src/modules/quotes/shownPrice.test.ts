import { formatCadenceTotals, totalsByCadence } from '@yardstick/core/cadence';
import { DEMO_LANDING_API_KEY, DEMO_PRESET_ADDRESSES } from '@yardstick/core/demo';
import type { AnalysisServiceLine, PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import {
  acceptQuoteResponseSchema,
  pricesChangedAnswerSchema,
} from '@yardstick/core/schemas/quotes';
import type { Frequency } from '@yardstick/core/enums';
import { selectedServicesOf } from '@yardstick/core/offer';
import { priceServiceLine, quoteTotal } from '@yardstick/core/pricing';
import { STANDARD_VOLUME_TIERS, type VolumeTier } from '@yardstick/core/volumeRate';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { describe, expect, it } from 'vitest';
import { seedDemoOwner } from '../../app/demo/seedDemoOwner.ts';
import { apiKeyRepository } from '../accounts/index.ts';
import { mailOutboxRepository } from '../notifications/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { estimatorSetup } from '../../testing/estimatorSetup.ts';
import { quoteRepository } from './quotesRepository.ts';
import { SERVICE_GONE_MESSAGE } from './recomputeQuote.ts';

const app = useTestApp();
const { ownerWithMowing, analyzeWithKey } = estimatorSetup(app);

/** The estimator's accept: the selected lines with the figures it shows. */
function acceptance(result: PropertyAnalysisResult, lines: readonly AnalysisServiceLine[]) {
  const selectedServices = selectedServicesOf(lines);
  return {
    propertyAnalysisId: result.analysisId,
    customerName: 'Pat Homeowner',
    customerEmail: 'pat@example.com',
    customerAddress: result.address,
    totalCost: quoteTotal(lines),
    mowableArea: result.mowableArea,
    selectedServices,
  };
}

/** The owner's change to one service, as the services page sends it. */
async function saveService(
  owner: { id: string },
  serviceId: string,
  service: {
    name: string;
    isActive: boolean;
    frequency: {
      frequency: Frequency;
      pricePerSqFt: number;
      minimumPrice: number;
      volumeTiers?: VolumeTier[];
    };
  },
) {
  const { frequency, ...fields } = service;
  const res = await app
    .as(owner)
    .put(`/api/services/${serviceId}`, { ...fields, sortOrder: 0, frequencies: [frequency] });
  expect(res.status).toBe(200);
}

/** Mowing at 0.012 per sq ft instead of the 0.008 the owner started with. */
const RAISED_MOWING = {
  name: 'Lawn Mowing',
  isActive: true,
  frequency: { frequency: 'weekly', pricePerSqFt: 0.012, minimumPrice: 50 },
} as const;

/** '$58.00 per visit': how the confirmation and the e-mails say a set of lines' total. */
function totalWords(lines: readonly { selectedFrequency: string | null; totalCost: number }[]) {
  return formatCadenceTotals(
    totalsByCadence(
      lines.map((line) => ({ frequency: line.selectedFrequency, totalCost: line.totalCost })),
    ),
  );
}

describe('the price a homeowner is shown', () => {
  it('is the price accepted and stored on the landing demo, at its demo rates, marked as a demo and mailed to nobody', async () => {
    await seedDemoOwner(app.db);
    const ownerId = await apiKeyRepository(app.db).findOwnerIdByKey(DEMO_LANDING_API_KEY);
    if (!ownerId) throw new Error('the demo owner has no landing key');
    const result = await analyzeWithKey(DEMO_LANDING_API_KEY, DEMO_PRESET_ADDRESSES[0]);
    const shown = result.services.filter((line) => line.isSelected);
    const mowing = shown.find((line) => line.serviceName === 'Lawn Mowing');
    // The demo's displayed rate: 95 % of the stored 0.008.
    expect(mowing?.pricePerSqFt).toBe(0.0076);

    const res = await app
      .withApiKey(DEMO_LANDING_API_KEY)
      .post('/api/accept-quote', acceptance(result, result.services));
    expect(res.status).toBe(201);
    const accepted = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
    expect(accepted.totalCost).toBe(result.totalCost);
    expect(accepted.demo).toBe(true);
    expect(accepted.services.map((line) => [line.serviceName, line.totalCost])).toEqual(
      shown.map((line) => [line.serviceName, line.totalCost]),
    );

    const stored = await quoteRepository(app.db).get(ownerId, accepted.id);
    expect(stored?.totalCents).toBe(Math.round(result.totalCost * 100));
    const mails = (await mailOutboxRepository(app.db).listForOwner(ownerId, 20)).filter(
      (mail) => mail.text.includes(accepted.customerAddress) && mail.createdAt >= stored!.createdAt,
    );
    expect(mails).toEqual([]);
  });

  it("is the price e-mailed to the owner and the homeowner for an owner's quote", async () => {
    const { owner, key } = await ownerWithMowing();
    const result = await analyzeWithKey(key);
    const shown = result.services.filter((line) => line.isSelected);
    const res = await app
      .withApiKey(key)
      .post('/api/accept-quote', acceptance(result, result.services));
    expect(res.status).toBe(201);
    const accepted = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
    expect(accepted.demo).toBe(false);
    const mails = (await mailOutboxRepository(app.db).listForOwner(owner.id, 20)).filter((mail) =>
      mail.text.includes(accepted.customerAddress),
    );
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'quote.accepted.customer',
      'quote.accepted.owner',
    ]);
    for (const mail of mails) expect(mail.text).toContain(`Total: ${totalWords(shown)}`);
  });

  it('is the volume-discounted price accepted and stored, with the tiers it was priced with', async () => {
    const { owner, key } = await ownerWithMowing();
    const first = await analyzeWithKey(key);
    const mowing = first.services.find((line) => line.serviceName === 'Lawn Mowing')!;
    await saveService(owner, mowing.serviceId, {
      ...RAISED_MOWING,
      frequency: { ...RAISED_MOWING.frequency, volumeTiers: [...STANDARD_VOLUME_TIERS] },
    });
    const result = await analyzeWithKey(key);
    const shown = result.services.find((line) => line.serviceId === mowing.serviceId)!;
    expect(result.mowableAreaSqFt).toBeGreaterThan(STANDARD_VOLUME_TIERS[0]!.fromSqFt);
    const flat = priceServiceLine({
      areaSqFt: result.mowableAreaSqFt,
      pricePerSqFt: 0.012,
      complexityScore: result.aiComplexityScore,
      minimumPrice: 50,
    }).totalCost;
    expect(shown.totalCost).toBe(
      priceServiceLine({
        areaSqFt: result.mowableAreaSqFt,
        pricePerSqFt: 0.012,
        complexityScore: result.aiComplexityScore,
        minimumPrice: 50,
        volumeTiers: STANDARD_VOLUME_TIERS,
      }).totalCost,
    );
    expect(shown.totalCost).toBeLessThan(flat);

    const res = await app
      .withApiKey(key)
      .post('/api/accept-quote', acceptance(result, result.services));
    expect(res.status).toBe(201);
    const accepted = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
    const line = accepted.services.find((service) => service.serviceName === 'Lawn Mowing');
    expect(line?.totalCost).toBe(shown.totalCost);
    expect(line?.volumeTiers).toEqual(STANDARD_VOLUME_TIERS);
    expect(accepted.totalCost).toBe(result.totalCost);
  });

  it('is refused at accept when the price changed since, with the new figures, and accepted again at them', async () => {
    const { owner, key } = await ownerWithMowing();
    const result = await analyzeWithKey(key);
    const mowing = result.services.find((line) => line.serviceName === 'Lawn Mowing')!;
    // The owner raises the mowing price between the homeowner seeing it and accepting.
    await saveService(owner, mowing.serviceId, RAISED_MOWING);

    const refused = await app
      .withApiKey(key)
      .post('/api/accept-quote', acceptance(result, result.services));
    expect(refused.status).toBe(409);
    const answer = pricesChangedAnswerSchema.parse(refused.body);
    const newMowing = answer.services.find((line) => line.serviceId === mowing.serviceId);
    expect(newMowing?.pricePerSqFt).toBe(0.012);
    expect(newMowing!.totalCost).toBeGreaterThan(mowing.totalCost);
    expect(answer.error).toBe(
      `Prices changed: Lawn Mowing (Weekly) is now $${newMowing!.totalCost.toFixed(2)} per visit (was $${mowing.totalCost.toFixed(2)}). Please check the new price and accept again.`,
    );
    expect(await quoteRepository(app.db).list(owner.id)).toEqual([]);

    // Accepting the figures the refusal showed stores them.
    const again = await app
      .withApiKey(key)
      .post('/api/accept-quote', acceptance(result, answer.services));
    expect(again.status).toBe(201);
    const accepted = acceptQuoteResponseSchema.parse(again.body).acceptedQuote;
    expect(accepted.totalCost).toBe(newMowing!.totalCost);
  });

  it("is today's price for an address analysed again, whose measurement is reused", async () => {
    const { owner, key } = await ownerWithMowing();
    const first = await analyzeWithKey(key);
    const mowing = first.services.find((line) => line.serviceName === 'Lawn Mowing')!;
    await saveService(owner, mowing.serviceId, RAISED_MOWING);
    const repeat = await analyzeWithKey(key);
    expect(repeat.analysisId).toBe(first.analysisId);
    expect(repeat.mowableAreaSqFt).toBe(first.mowableAreaSqFt);
    const repriced = repeat.services.find((line) => line.serviceId === mowing.serviceId);
    expect(repriced?.pricePerSqFt).toBe(0.012);
    expect(repriced!.totalCost).toBeGreaterThan(mowing.totalCost);

    const res = await app
      .withApiKey(key)
      .post('/api/accept-quote', acceptance(repeat, repeat.services));
    expect(res.status).toBe(201);
    expect(acceptQuoteResponseSchema.parse(res.body).acceptedQuote.totalCost).toBe(
      repeat.totalCost,
    );
  });

  it('offers a repeat address only the services active now', async () => {
    const { owner, key } = await ownerWithMowing();
    const first = await analyzeWithKey(key);
    const aeration = first.services.find((line) => line.serviceName === 'Aeration')!;
    await saveService(owner, aeration.serviceId, {
      name: 'Aeration',
      isActive: false,
      frequency: { frequency: 'one-time', pricePerSqFt: 0.009, minimumPrice: 100 },
    });

    const repeat = await analyzeWithKey(key);
    expect(repeat.analysisId).toBe(first.analysisId);
    expect(repeat.services.map((line) => line.serviceName)).toEqual(['Lawn Mowing']);
    expect(repeat.totalCost).toBe(
      repeat.services.filter((line) => line.isSelected).reduce((sum, l) => sum + l.totalCost, 0),
    );

    // The earlier list's switched-off service cannot be accepted.
    const withAeration = first.services.map((line) => ({ ...line, isSelected: true }));
    const refused = await app
      .withApiKey(key)
      .post('/api/accept-quote', acceptance(first, withAeration));
    expect(refused.status).toBe(400);
    expect(errorBodySchema.parse(refused.body).error).toBe(SERVICE_GONE_MESSAGE);
  });
});
