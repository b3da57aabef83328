import { lawnAreaSqFt } from '@yardstick/core/lawnGeometry';
import { priceServiceFrequency } from '@yardstick/core/pricing';
import {
  propertyAnalysisResultSchema,
  type PropertyAnalysisResult,
} from '@yardstick/core/schemas/analysis';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import {
  LAWN_GEOMETRY_MESSAGES as M,
  type LawnGeometry,
} from '@yardstick/core/schemas/lawnGeometry';
import {
  acceptQuoteResponseSchema,
  acceptedQuotesListResponseSchema,
  pricesChangedAnswerSchema,
} from '@yardstick/core/schemas/quotes';
import { sqFtToAcres } from '@yardstick/core/units';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner, buildService } from '../../testing/factories.ts';
import { bowTie, circleLawn, lotRing, manySquares, scaledLot } from '../../testing/lawns.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

const app = useTestApp();
// The first analysis paints and measures the demo lot; a loaded machine needs the time.
const FIRST_ANALYSIS_MS = 120_000;
const address = demoAddressList()[0]?.address ?? '';

async function analysedLot() {
  const owner = await buildOwner();
  await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
  await buildService(owner, {
    name: 'Aeration',
    frequencies: [{ frequency: 'one-time', pricePerSqFt: 0.009, minimumPrice: 100 }],
  });
  const key = await buildApiKey(owner);
  const res = await app.withApiKey(key).post('/api/analyze-property', { address });
  expect(res.status).toBe(200);
  return { owner, key, result: propertyAnalysisResultSchema.parse(res.body) };
}

/** What core's pricing rules make of every offered line on this area. */
function expectedLines(result: PropertyAnalysisResult, areaSqFt: number) {
  return result.services.map((line) => ({
    serviceName: line.serviceName,
    ...priceServiceFrequency({
      areaSqFt,
      frequencies: line.availableFrequencies,
      frequency: line.selectedFrequency,
      complexityScore: result.aiComplexityScore,
    }),
  }));
}

/**
 * The estimator's payload: every offered line at the price the estimator shows for the lawn
 * as drawn (or as measured), or at the prices given (a tampered client).
 */
function acceptance(
  result: PropertyAnalysisResult,
  lawnGeometry?: LawnGeometry,
  prices: readonly number[] = expectedLines(
    result,
    lawnGeometry ? lawnAreaSqFt(lawnGeometry) : result.mowableAreaSqFt,
  ).map((line) => line.totalCost),
) {
  return {
    propertyAnalysisId: result.analysisId,
    customerName: 'Pat Homeowner',
    customerEmail: 'pat@example.com',
    totalCost: 1,
    mowableArea: 0.001,
    selectedServices: result.services.map((line, index) => ({
      serviceId: line.serviceId,
      serviceName: line.serviceName,
      pricePerSqFt: 0.000001,
      areaSqFt: 1,
      totalCost: prices[index] ?? 0,
      selectedFrequency: line.selectedFrequency,
    })),
    ...(lawnGeometry ? { lawnGeometry } : {}),
  };
}

/** Every offered line as the analysis priced it on the measured lawn. */
const measuredTotal = (result: PropertyAnalysisResult) =>
  result.services.reduce((sum, line) => sum + line.totalCost, 0);

describe('POST /api/accept-quote with lawnGeometry', () => {
  it(
    'prices a smaller adjusted lawn lower, by the rules, and keeps the measured area beside it',
    async () => {
      const { owner, key, result } = await analysedLot();
      const lawn = scaledLot(result, 0.5);
      const areaSqFt = lawnAreaSqFt(lawn);
      expect(areaSqFt).toBeGreaterThan(0);
      expect(areaSqFt).toBeLessThan(result.mowableAreaSqFt);

      const res = await app.withApiKey(key).post('/api/accept-quote', acceptance(result, lawn));
      expect(res.status).toBe(201);
      const quote = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
      const expected = expectedLines(result, areaSqFt);
      expect(
        quote.services.map((line) => [line.serviceName, line.areaSqFt, line.totalCost]),
      ).toEqual(expected.map((line) => [line.serviceName, areaSqFt, line.totalCost]));
      const total = expected.reduce((sum, line) => sum + line.totalCost, 0);
      expect(quote.totalCost).toBeCloseTo(total, 2);
      expect(quote.totalCost).toBeLessThan(measuredTotal(result));
      expect(quote.mowableArea).toBeCloseTo(sqFtToAcres(areaSqFt), 6);
      expect(quote.measuredMowableArea).toBeCloseTo(result.mowableArea, 4);
      expect(quote.adjustedByCustomer).toBe(true);

      const list = await app.as(owner).get('/api/accepted-quotes');
      const [listed] = acceptedQuotesListResponseSchema.parse(list.body).acceptedQuotes;
      expect(listed).toMatchObject({
        id: quote.id,
        adjustedByCustomer: true,
        mowableArea: quote.mowableArea,
        measuredMowableArea: quote.measuredMowableArea,
        totalCost: quote.totalCost,
      });
    },
    FIRST_ANALYSIS_MS,
  );

  it('flags a lawn drawn far smaller than measured for review, and one near it not', async () => {
    const { key, result } = await analysedLot();
    const accept = async (lawn: LawnGeometry) => {
      const res = await app.withApiKey(key).post('/api/accept-quote', acceptance(result, lawn));
      expect(res.status).toBe(201);
      return acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
    };
    const shrunk = scaledLot(result, 0.2);
    expect(lawnAreaSqFt(shrunk)).toBeLessThan(0.7 * result.mowableAreaSqFt);
    expect((await accept(shrunk)).reviewRequired).toBe(true);
    // The lot scaled to 90 % of the measured lawn's area.
    const lotSqFt = lawnAreaSqFt(scaledLot(result, 1));
    const near = scaledLot(result, Math.sqrt((0.9 * result.mowableAreaSqFt) / lotSqFt));
    expect((await accept(near)).reviewRequired).toBe(false);
  });

  it("refuses a client whose prices are not the rules' with 409 and the true figures, storing nothing", async () => {
    const { owner, key, result } = await analysedLot();
    const lawn = scaledLot(result, 0.5);
    const tampered = acceptance(
      result,
      lawn,
      result.services.map(() => 0.01),
    );
    const res = await app.withApiKey(key).post('/api/accept-quote', tampered);
    expect(res.status).toBe(409);
    const answer = pricesChangedAnswerSchema.parse(res.body);
    expect(answer.error).toMatch(/^Prices changed: /);
    const expected = expectedLines(result, lawnAreaSqFt(lawn));
    expect(answer.services.map((line) => line.totalCost)).toEqual(
      expected.map((line) => line.totalCost),
    );
    const list = await app.as(owner).get('/api/accepted-quotes');
    expect(acceptedQuotesListResponseSchema.parse(list.body).acceptedQuotes).toEqual([]);
  });

  it("applies a service's minimum price to a tiny adjusted lawn", async () => {
    const { key, result } = await analysedLot();
    const lawn = circleLawn(result, 24);
    const res = await app.withApiKey(key).post('/api/accept-quote', acceptance(result, lawn));
    expect(res.status).toBe(201);
    const quote = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
    const aeration = quote.services.find((line) => line.serviceName === 'Aeration');
    expect(aeration?.totalCost).toBe(100);
    const expected = expectedLines(result, lawnAreaSqFt(lawn));
    expect(quote.services.map((line) => line.totalCost)).toEqual(
      expected.map((line) => line.totalCost),
    );
  });

  it('changes nothing without lawnGeometry: the measured lawn is priced and marked unadjusted', async () => {
    const { key, result } = await analysedLot();
    const res = await app.withApiKey(key).post('/api/accept-quote', acceptance(result));
    expect(res.status).toBe(201);
    const quote = acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
    expect(quote.adjustedByCustomer).toBe(false);
    expect(quote.mowableArea).toBe(quote.measuredMowableArea);
    expect(quote.totalCost).toBeCloseTo(measuredTotal(result), 2);
  });

  const refusals: [string, (result: PropertyAnalysisResult) => unknown, string][] = [
    ['a lawn reaching past the lot line', (r) => scaledLot(r, 1.5), M.outsideLot],
    ['a self-intersecting ring', bowTie, M.selfIntersecting],
    ['an empty geometry', () => ({ type: 'MultiPolygon', coordinates: [] }), M.empty],
    [
      'a zero-area ring',
      (r) => {
        const [a, b] = lotRing(r);
        return { type: 'Polygon', coordinates: [[a, b, a, b, a]] };
      },
      M.ringTooShort,
    ],
    [
      'corners on one line',
      (r) => {
        const [a, b] = scaledLot(r, 0.5).coordinates[0] ?? [];
        if (!a || !b) throw new Error('the lot has fewer than two corners');
        const [[ax, ay], [bx, by]] = [a, b];
        const mid = [(ax + bx) / 2, (ay + by) / 2];
        return { type: 'Polygon', coordinates: [[[ax, ay], mid, [bx, by], [ax, ay]]] };
      },
      M.zeroArea,
    ],
    [
      'a cut-out inside another cut-out',
      (r) => ({
        type: 'Polygon',
        coordinates: [0.9, 0.6, 0.3].flatMap((factor) => scaledLot(r, factor).coordinates),
      }),
      M.nestedHoles,
    ],
    ['more than 5,000 points', (r) => circleLawn(r, 5_001), M.tooManyVertices],
    ['more than 200 patches', (r) => manySquares(r, 201), M.tooManyPatches],
    ['a point', () => ({ type: 'Point', coordinates: [0, 0] }), M.invalid],
  ];

  it.each(refusals)('refuses %s with 400 and stores no quote', async (_name, lawnOf, message) => {
    const { owner, key, result } = await analysedLot();
    const body = { ...acceptance(result), lawnGeometry: lawnOf(result) };
    const res = await app.withApiKey(key).post('/api/accept-quote', body);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).error).toBe(message);
    const list = await app.as(owner).get('/api/accepted-quotes');
    expect(acceptedQuotesListResponseSchema.parse(list.body).acceptedQuotes).toEqual([]);
  });
});
