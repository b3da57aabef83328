import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { acceptQuoteResponseSchema } from '@yardstick/core/schemas/quotes';
import {
  accuracyResponseSchema,
  accuracySettingsSchema,
  VERIFIED_AREA_MESSAGES,
} from '@yardstick/core/schemas/verifiedArea';
import {
  SEEDED_VERIFIED_JOBS,
  SEEDED_VERIFIED_SQ_FT,
  seededMeasuredSqFt,
} from '@yardstick/core/testing/seededVerifiedJobs';
import { describe, expect, it } from 'vitest';
import type { Owner } from '../accounts/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { estimatorSetup, demoAddresses } from '../../testing/estimatorSetup.ts';
import { buildOwner, buildQuote } from '../../testing/factories.ts';

const app = useTestApp();
const { ownerWithMowing, analyzeWithKey } = estimatorSetup(app);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

async function seedVerifiedJobs(owner: Owner, jobs = SEEDED_VERIFIED_JOBS) {
  for (const [error, measurementConfidence, imagerySource] of jobs) {
    const quote = await buildQuote(owner, {
      measuredSqFt: seededMeasuredSqFt(error),
      measurementConfidence,
      imagerySource,
    });
    const res = await app.as(owner).put(`/api/accepted-quotes/${quote.id}/verified-area`, {
      verifiedSqFt: SEEDED_VERIFIED_SQ_FT,
      verifiedOn: yesterday,
    });
    expect(res.status).toBe(200);
  }
}

async function accuracyOf(owner: Owner) {
  const res = await app.as(owner).get('/api/accuracy');
  expect(res.status).toBe(200);
  return accuracyResponseSchema.parse(res.body);
}

describe('GET /api/accuracy', () => {
  it('gives the hand-computed figures for the seeded jobs, and none of them to another owner', async () => {
    const owner = await buildOwner();
    await buildQuote(owner); // not verified: not counted
    await seedVerifiedJobs(owner);
    const report = await accuracyOf(owner);
    // |errors| sorted 1 2 3 4 5 6 8 12 15 20: median 5.5, 90th by nearest rank 15; mean signed −3.8.
    expect(report.overall.count).toBe(10);
    expect(report.overall.medianErrorPercent).toBeCloseTo(5.5, 6);
    expect(report.overall.p90ErrorPercent).toBeCloseTo(15, 6);
    expect(report.overall.biasPercent).toBeCloseTo(-3.8, 6);
    expect(
      report.byConfidence.map((g) => [g.key, g.count, Math.round(g.medianErrorPercent ?? -1)]),
    ).toEqual([
      ['low', 3, 15],
      ['medium', 3, 6],
      ['high', 3, 2],
      ['unknown', 1, 5],
    ]);
    expect(report.byImagerySource.map((g) => [g.key, g.count])).toEqual([
      ['demo', 6],
      ['naip', 4],
    ]);
    expect(report.byImagerySource[1]?.biasPercent).toBeCloseTo(-0.75, 6);
    expect(report.claim?.sentence).toBe(
      'Our instant quotes have been within 15 % on 9 of your 10 verified jobs.',
    );
    expect(report.confidenceCheck.lowIsLessAccurate).toBe(true);
    expect(report.confidenceCheck.sentence).toContain('median error 15.0 % against 3.5 %');
    expect(report.suggestion).toEqual({
      percent: 5,
      sentence: 'Your lawns measure 5 % larger on site: apply +5 % to new measurements?',
    });
    expect(report.points).toHaveLength(10);
    expect(report.points.find((p) => Math.round(p.measuredSqFt) === 1150)).toMatchObject({
      verifiedSqFt: SEEDED_VERIFIED_SQ_FT,
      band: 'low',
      imagerySource: 'naip',
      customerName: 'Pat Homeowner',
    });

    const stranger = await buildOwner();
    await seedVerifiedJobs(stranger, [[40, 0.9, 'naip']]);
    const theirs = await accuracyOf(stranger);
    expect(theirs.overall.count).toBe(1);
    expect(theirs.overall.medianErrorPercent).toBeCloseTo(40, 6);
    expect(theirs.suggestion).toBeNull();
    expect((await accuracyOf(owner)).overall.count).toBe(10);
  });

  it('answers an owner with no verified jobs with empty figures, not errors', async () => {
    const report = await accuracyOf(await buildOwner());
    expect(report.overall).toEqual({
      count: 0,
      medianErrorPercent: null,
      p90ErrorPercent: null,
      biasPercent: null,
    });
    expect(report.claim).toBeNull();
    expect(report.settings).toEqual({
      verifiedTolerancePercent: 10,
      shareVerifiedJobs: false,
      measurementCorrectionPercent: null,
    });
    expect((await app.anonymous().get('/api/accuracy')).status).toBe(401);
  });
});

describe('PUT /api/accuracy-settings', () => {
  it('shares verified jobs only when the owner turns it on, and checks the tolerance', async () => {
    const owner = await buildOwner();
    const on = await app.as(owner).put('/api/accuracy-settings', { shareVerifiedJobs: true });
    expect(accuracySettingsSchema.parse(on.body)).toMatchObject({ shareVerifiedJobs: true });
    for (const verifiedTolerancePercent of [0, 101, 2.5, 'ten']) {
      const bad = await app.as(owner).put('/api/accuracy-settings', { verifiedTolerancePercent });
      expect(bad.status).toBe(400);
      expect(errorBodySchema.parse(bad.body).error).toContain(
        VERIFIED_AREA_MESSAGES.toleranceInvalid,
      );
    }
    const read = await app.as(owner).get('/api/accuracy-settings');
    expect(read.body).toEqual({
      verifiedTolerancePercent: 10,
      shareVerifiedJobs: true,
      measurementCorrectionPercent: null,
    });
  });

  it('refuses a correction before ten verified jobs suggest one', async () => {
    const owner = await buildOwner();
    await seedVerifiedJobs(owner, SEEDED_VERIFIED_JOBS.slice(0, 9));
    const res = await app.as(owner).put('/api/accuracy-settings', { applyCorrection: true });
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).error).toBe(VERIFIED_AREA_MESSAGES.noSuggestion);
  });
});

describe('the opt-in correction', () => {
  it('applies the suggested correction to new measurements, shows it on the quote, and undoes it when switched off', async () => {
    const { owner, key } = await ownerWithMowing();
    const { key: otherKey } = await ownerWithMowing();
    const measured = await analyzeWithKey(key, demoAddresses.second.address);
    expect(measured.measurement.correction ?? null).toBeNull();
    await seedVerifiedJobs(owner);

    const on = await app.as(owner).put('/api/accuracy-settings', { applyCorrection: true });
    expect(accuracySettingsSchema.parse(on.body).measurementCorrectionPercent).toBe(5);
    const corrected = await analyzeWithKey(key, demoAddresses.second.address);
    expect(corrected.measurement.correction).toEqual({
      percent: 5,
      measuredSqFt: measured.mowableAreaSqFt,
    });
    expect(corrected.mowableAreaSqFt).toBeCloseTo(measured.mowableAreaSqFt * 1.05, 6);
    const mowing = corrected.services[0];
    if (!mowing) throw new Error('no mowing line');
    expect(mowing.areaSqFt).toBeCloseTo(measured.mowableAreaSqFt * 1.05, 6);

    const accepted = await app.withApiKey(key).post('/api/accept-quote', {
      propertyAnalysisId: corrected.analysisId,
      customerName: 'Corrected Customer',
      customerEmail: 'corrected@example.com',
      selectedServices: [{ ...mowing, selectedFrequency: 'weekly' }],
    });
    expect(accepted.status).toBe(201);
    const quote = acceptQuoteResponseSchema.parse(accepted.body).acceptedQuote;
    expect(quote.measurementCorrectionPercent).toBe(5);
    // Measured as measured, priced as corrected.
    expect(quote.measuredMowableArea * 43_560).toBeCloseTo(measured.mowableAreaSqFt, 4);
    expect(quote.mowableArea * 43_560).toBeCloseTo(measured.mowableAreaSqFt * 1.05, 4);

    // Never across owners: another owner's measurement of the same lawn is not corrected.
    const theirs = await analyzeWithKey(otherKey, demoAddresses.second.address);
    expect(theirs.measurement.correction ?? null).toBeNull();
    expect(theirs.mowableAreaSqFt).toBeCloseTo(measured.mowableAreaSqFt, 6);

    const off = await app.as(owner).put('/api/accuracy-settings', { applyCorrection: false });
    expect(accuracySettingsSchema.parse(off.body).measurementCorrectionPercent).toBeNull();
    const undone = await analyzeWithKey(key, demoAddresses.second.address);
    expect(undone.measurement.correction ?? null).toBeNull();
    expect(undone.mowableAreaSqFt).toBeCloseTo(measured.mowableAreaSqFt, 6);
  });
});
