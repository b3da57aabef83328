import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import { priceServiceLine } from '@yardstick/core/pricing';
import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import {
  demoAddressesResponseSchema,
  demoStatusSchema,
  geocodeResponseSchema,
  propertyAnalysisResultSchema,
} from '@yardstick/core/schemas/analysis';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiKeyRepository } from '../accounts/index.ts';
import { seedDemoOwner } from '../../app/demo/seedDemoOwner.ts';
import { useTestApp } from '../../testing/app.ts';
import { demoAddresses, estimatorSetup } from '../../testing/estimatorSetup.ts';

const app = useTestApp();
const { first } = demoAddresses;
const { ownerWithMowing, analyzeWithKey, estimatesUsed } = estimatorSetup(app);

describe('GET /api/green-overlay-image', () => {
  it('serves the analysis map as a PNG of at most 600 × 600', async () => {
    const { key } = await ownerWithMowing();
    const result = await analyzeWithKey(key);
    const res = await app
      .anonymous()
      .get(`/api/green-overlay-image?analysisId=${result.analysisId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(res.bytes).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeLessThanOrEqual(600);
    expect(meta.height).toBeLessThanOrEqual(600);
  });

  it('answers 404 for an unknown analysis', async () => {
    const res = await app
      .anonymous()
      .get('/api/green-overlay-image?analysisId=00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
  });
});

describe('GET /api/geocode and /api/demo/addresses', () => {
  it('suggests up to five demo addresses in the Mapbox shape', async () => {
    const street = first!.address.split(',')[0]!.split(' ').slice(1).join(' ');
    const res = await app.anonymous().get(`/api/geocode?q=${encodeURIComponent(street)}`);
    expect(res.status).toBe(200);
    const { features } = geocodeResponseSchema.parse(res.body);
    expect(features.length).toBeGreaterThan(0);
    expect(features.length).toBeLessThanOrEqual(5);
    expect(features[0]!.place_name).toContain(street);
  });

  it('needs three characters', async () => {
    const res = await app.anonymous().get('/api/geocode?q=ab');
    expect(res.status).toBe(400);
  });

  it('lists at least sixty demo addresses', async () => {
    const res = await app.anonymous().get('/api/demo/addresses');
    expect(demoAddressesResponseSchema.parse(res.body).addresses.length).toBeGreaterThanOrEqual(60);
    // The test app measures with the demo region, so estimators offer its addresses.
    expect(res.body).toMatchObject({ demoRegionIsDataSource: true });
  });
});

describe('GET /api/demo', () => {
  it('says the live demo is off when the server runs without the demo', async () => {
    await seedDemoOwner(app.db);
    const res = await app.anonymous().get('/api/demo');
    expect(res.status).toBe(200);
    expect(demoStatusSchema.parse(res.body)).toEqual({ live: false });
  });
});

describe('the landing demo key', () => {
  it('analyses for the demo owner without using up estimates', async () => {
    await seedDemoOwner(app.db);
    const demoOwnerId = await apiKeyRepository(app.db).findOwnerIdByKey(DEMO_LANDING_API_KEY);
    if (!demoOwnerId) throw new Error('the demo owner has no landing key');
    const demoOwner = { id: demoOwnerId };
    const before = await estimatesUsed(demoOwner);
    const res = await app
      .withApiKey(DEMO_LANDING_API_KEY)
      .post('/api/analyze-property', { address: first!.address });
    expect(res.status).toBe(200);
    expect(await estimatesUsed(demoOwner)).toBe(before);
  });

  it("shows SPEC's demo rates (95 % of the stored ones) and prices with them and the standard volume ladder", async () => {
    await seedDemoOwner(app.db);
    const res = await app
      .withApiKey(DEMO_LANDING_API_KEY)
      .post('/api/analyze-property', { address: first!.address });
    const landing = propertyAnalysisResultSchema.parse(res.body);
    const mowing = landing.services.find((line) => line.serviceName === 'Lawn Mowing');
    expect(mowing?.pricePerSqFt).toBe(0.0076);
    expect(mowing?.availableFrequencies.map((option) => option.pricePerSqFt)).toEqual([
      0.0076, 0.00855,
    ]);
    const demoLine = {
      areaSqFt: mowing!.areaSqFt,
      pricePerSqFt: 0.0076,
      complexityScore: landing.aiComplexityScore,
      minimumPrice: 50,
    };
    expect(mowing?.totalCost).toBe(
      priceServiceLine({ ...demoLine, volumeTiers: STANDARD_VOLUME_TIERS }).totalCost,
    );
    expect(mowing!.totalCost).toBeLessThan(priceServiceLine(demoLine).totalCost);

    // The same owner's storefront quotes the stored rates.
    const storefront = await app
      .anonymous()
      .post('/api/analyze-property', { address: first!.address, storefrontSubdomain: 'demo' });
    const stored = propertyAnalysisResultSchema.parse(storefront.body);
    expect(stored.services.find((line) => line.serviceName === 'Lawn Mowing')?.pricePerSqFt).toBe(
      0.008,
    );
  });
});
