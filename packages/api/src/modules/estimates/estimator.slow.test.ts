import { noQuotesMessage } from '@yardstick/core/schemas/storefronts';
import { priceByBasis, type PriceBasis } from '@yardstick/core/priceBasis';
import { propertyAnalysisResultSchema } from '@yardstick/core/schemas/analysis';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settleScheduledChanges } from '../billing/index.ts';
import { propertyAnalyses } from '../../platform/db/schema/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { demoAddresses, estimatorSetup } from '../../testing/estimatorSetup.ts';
import {
  buildAnalysis,
  buildApiKey,
  buildOwner,
  buildService,
  buildStorefront,
} from '../../testing/factories.ts';
import { recordEstimate } from './recordEstimate.ts';

const app = useTestApp();
const { first, second } = demoAddresses;
const { ownerWithMowing, analyzeWithKey, estimatesUsed } = estimatorSetup(app);

describe('POST /api/analyze-property', () => {
  it("measures a demo address and prices the key owner's services", async () => {
    const { owner, key } = await ownerWithMowing();
    const result = await analyzeWithKey(key);

    expect(result.success).toBe(true);
    expect(result.mowableAreaSqFt).toBeGreaterThan(500);
    expect(result.mowableAreaSqFt).toBeLessThan(result.totalAreaSqFt);
    expect(result.mapData.greenAreaImagePath).toBe(
      `/api/green-overlay-image?analysisId=${result.analysisId}`,
    );
    expect(result.mapData.mowablePolygons.coordinates.length).toBeGreaterThan(0);
    const mowing = result.services.find((line) => line.serviceName === 'Lawn Mowing');
    expect(mowing).toMatchObject({
      isSelected: true,
      selectedFrequency: 'weekly',
      pricePerSqFt: 0.008,
    });
    expect(result.services.find((line) => line.serviceName === 'Aeration')?.isSelected).toBe(false);
    expect(result.totalCost).toBe(mowing?.totalCost);
    expect(result.aiComplexityScore).toBeGreaterThanOrEqual(1);
    expect(result.aiComplexityScore).toBeLessThanOrEqual(10);
    expect(await estimatesUsed(owner)).toBe(1);
  });

  it('prices edging, trees and a flat visit on the lot as measured, and again on a repeat', async () => {
    const { owner, key } = await ownerWithMowing();
    const priceOn = (name: string, basis: PriceBasis, pricePerSqFt: number) =>
      buildService(owner, {
        name,
        frequencies: [{ frequency: 'monthly', pricePerSqFt, minimumPrice: null, basis }],
      });
    await priceOn('Edging', 'edge-length', 0.25);
    await priceOn('Tree care', 'per-tree', 15);
    await priceOn('Cleanup', 'flat', 45);
    const result = await analyzeWithKey(key);
    const measures = result.serviceMeasures;
    if (!measures) throw new Error('the demo region measured no beds, paving, edges or trees');
    const complexityScore = result.aiComplexityScore;
    const expected = (basis: PriceBasis, quantity: number, rate: number) => [
      basis,
      quantity,
      priceByBasis({ basis, quantity, rate, complexityScore }).totalCost,
    ];
    const lines = result.services.map((line) => [line.basis, line.quantity, line.totalCost]);
    expect(lines.slice(2)).toEqual([
      expected('edge-length', measures.edges.hardFt, 0.25),
      expected('per-tree', measures.trees.count, 15),
      ['flat', 1, 45],
    ]);
    expect(measures.edges.hardFt).toBeGreaterThan(0);
    expect(measures.trees.count).toBeGreaterThan(0);

    // A repeat of the address is priced from the stored measures, to the same figures.
    const again = await analyzeWithKey(key);
    expect(again.analysisId).toBe(result.analysisId);
    expect(again.services.map((line) => [line.basis, line.quantity, line.totalCost])).toEqual(
      lines,
    );

    // Stored before beds, paving, edges and trees were measured: those prices are left out,
    // never priced on 0; the owner is told why, the homeowner only sees what is offered.
    await app.db
      .update(propertyAnalyses)
      .set({ result: sql`${propertyAnalyses.result} - 'serviceMeasures'` })
      .where(eq(propertyAnalyses.id, result.analysisId));
    const old = await analyzeWithKey(key);
    expect(old.analysisId).toBe(result.analysisId);
    expect(old.services.map((line) => line.serviceName)).toEqual([
      'Lawn Mowing',
      'Aeration',
      'Cleanup',
    ]);
    expect(old).not.toHaveProperty('notOffered');
    const own = await app.as(owner).post('/api/analyze-property', { address: first!.address });
    const ownResult = propertyAnalysisResultSchema.parse(own.body);
    expect(ownResult.analysisId).toBe(result.analysisId);
    expect(ownResult.notOffered?.map((left) => [left.serviceName, left.reason])).toEqual([
      [
        'Edging',
        'Edging cannot be priced: this property was analyzed before beds, paving, edges and trees were measured. Analyze it again.',
      ],
      [
        'Tree care',
        'Per tree cannot be priced: this property was analyzed before beds, paving, edges and trees were measured. Analyze it again.',
      ],
    ]);
  });

  it("answers another owner's analysis of an address from the same measurement", async () => {
    const { key } = await ownerWithMowing();
    const { key: otherKey } = await ownerWithMowing();
    const once = await analyzeWithKey(key, second!.address);
    const again = await analyzeWithKey(otherKey, second!.address);
    expect(again.analysisId).not.toBe(once.analysisId);
    expect(again.mowableAreaSqFt).toBe(once.mowableAreaSqFt);
    // One stored picture (the sketch the map image is encoded from) serves both analyses.
    const stored = await app.db
      .select({ sha256: propertyAnalyses.mapSketchSha256 })
      .from(propertyAnalyses)
      .where(inArray(propertyAnalyses.id, [once.analysisId, again.analysisId]));
    expect(stored).toHaveLength(2);
    expect(new Set(stored.map((row) => row.sha256)).size).toBe(1);
    const blob = stored[0]?.sha256 ?? '';
    // The picture is a file under DATA_DIR, not a database row.
    const blobDir = app.config.blobs.kind === 'file' ? app.config.blobs.dir : '';
    expect(readdirSync(join(blobDir, blob.slice(0, 2), blob.slice(2, 4)))).toEqual([blob]);
  });

  it('serves the map image with its content hash as ETag, and 304 when the browser has it', async () => {
    const { key } = await ownerWithMowing();
    const { analysisId } = await analyzeWithKey(key, first!.address);
    const url = `${app.url}/api/green-overlay-image?analysisId=${analysisId}`;
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const etag = image.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(image.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // As a browser cache revalidates (fetch() alone would add Cache-Control: no-cache).
    const again = await fetch(url, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('works with the owner session and from the owner storefront without credentials', async () => {
    const { owner } = await ownerWithMowing();
    const storefront = await buildStorefront(owner);
    const bySession = await app
      .as(owner)
      .post('/api/analyze-property', { address: first!.address });
    expect(bySession.status).toBe(200);
    const byStorefront = await app.anonymous().post('/api/analyze-property', {
      address: second!.address,
      storefrontSubdomain: storefront.subdomain,
    });
    expect(byStorefront.status).toBe(200);
    expect(await estimatesUsed(owner)).toBe(2);
  });

  it('answers a storefront without a priced service with a neutral sentence, counting nothing', async () => {
    const owner = await buildOwner();
    const storefront = await buildStorefront(owner);
    await buildService(owner, { isActive: false });
    const res = await app.anonymous().post('/api/analyze-property', {
      address: first!.address,
      storefrontSubdomain: storefront.subdomain,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: noQuotesMessage(owner.companyName) });
    expect(await estimatesUsed(owner)).toBe(0);
  });

  it('refuses an inactive or unknown storefront, and a key naming another owner’s storefront', async () => {
    const { owner, key } = await ownerWithMowing();
    const inactive = await buildStorefront(owner, { isActive: false });
    const res = await app.anonymous().post('/api/analyze-property', {
      address: first!.address,
      storefrontSubdomain: inactive.subdomain,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'This storefront is currently inactive.' });

    const unknown = await app.anonymous().post('/api/analyze-property', {
      address: first!.address,
      storefrontSubdomain: 'no-such-shop-here',
    });
    expect(unknown.status).toBe(404);

    const theirs = await buildStorefront(await buildOwner());
    const crossed = await app.withApiKey(key).post('/api/analyze-property', {
      address: first!.address,
      storefrontSubdomain: theirs.subdomain,
    });
    expect(crossed.status).toBe(403);
  });

  it('says what is wrong with a blank or unknown address, and counts nothing', async () => {
    const { owner, key } = await ownerWithMowing();
    const blank = await app.withApiKey(key).post('/api/analyze-property', { address: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: 'Please enter a valid property address.' });
    const unknown = await app
      .withApiKey(key)
      .post('/api/analyze-property', { address: '1 Nowhere Road, Atlantis' });
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.body).error).toMatch(/could not find/i);
    expect(await estimatesUsed(owner)).toBe(0);
  });

  it('refuses callers without credentials, with a revoked key, or whose trial ended', async () => {
    expect(
      (await app.anonymous().post('/api/analyze-property', { address: first!.address })).status,
    ).toBe(401);

    const wrongKey = await app
      .withApiKey('ys_pk_not_a_real_key')
      .post('/api/analyze-property', { address: first!.address });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body).toEqual({ error: 'Invalid API key' });

    const { key: lapsedKey } = await ownerWithMowing({ trial: 'expired' });
    const lapsed = await app
      .withApiKey(lapsedKey)
      .post('/api/analyze-property', { address: first!.address });
    expect(lapsed.status).toBe(403);
    expect(errorBodySchema.parse(lapsed.body).error).toBe(
      'Instant online quotes from Green Acres Lawn Care are not available right now. Call or e-mail them, or leave your number and they will call you back.',
    );
  });

  it("gives public callers no parcel owner name or market values; the owner's /analyze keeps them", async () => {
    const { owner, key } = await ownerWithMowing();
    const storefront = await buildStorefront(owner);
    const byKey = await analyzeWithKey(key);
    const byStorefront = propertyAnalysisResultSchema.parse(
      (
        await app.anonymous().post('/api/analyze-property', {
          address: first!.address,
          storefrontSubdomain: storefront.subdomain,
        })
      ).body,
    );
    for (const result of [byKey, byStorefront]) {
      expect(result.mapData.parcel).toMatchObject({
        owner: null,
        marketValueLand: null,
        marketValueImprovements: null,
        marketValueTotal: null,
      });
      expect(result.mapData.parcel?.parcelId).toBeTruthy();
    }
    const own = propertyAnalysisResultSchema.parse(
      (await app.as(owner).post('/api/analyze-property', { address: first!.address })).body,
    );
    expect(own.mapData.parcel?.owner).toBeTruthy();
    expect(own.mapData.parcel?.marketValueTotal).toBeGreaterThan(0);
  });

  it("never tells homeowners the owner's billing state; the owner's own session keeps the reason", async () => {
    const owner = await buildOwner({ trial: 'expired', companyName: 'Lapsed Lawns' });
    const key = await buildApiKey(owner);
    const storefront = await buildStorefront(owner);
    const neutral =
      'Instant online quotes from Lapsed Lawns are not available right now. Call or e-mail them, or leave your number and they will call you back.';

    const byKey = await app
      .withApiKey(key)
      .post('/api/analyze-property', { address: first!.address });
    const byStorefront = await app.anonymous().post('/api/analyze-property', {
      address: first!.address,
      storefrontSubdomain: storefront.subdomain,
    });
    const accept = await app.withApiKey(key).post('/api/accept-quote', {
      propertyAnalysisId: 'an-unknown',
      customerName: 'Pat',
      customerEmail: 'pat@example.com',
      selectedServices: [
        { serviceName: 'Lawn Mowing', pricePerSqFt: 0.008, areaSqFt: 1, totalCost: 1 },
      ],
    });
    for (const res of [byKey, byStorefront, accept]) {
      expect(res.status).toBe(403);
      expect(errorBodySchema.parse(res.body).error).toBe(neutral);
    }

    const own = await app.as(owner).post('/api/analyze-property', { address: first!.address });
    expect(own.status).toBe(403);
    expect(errorBodySchema.parse(own.body).error).toMatch(/trial has ended/i);
  });

  it('gives homeowners the neutral sentence when a trial has used its estimates', async () => {
    const { owner, key } = await ownerWithMowing({ companyName: 'Busy Lawns' });
    for (let i = 0; i < 20; i += 1)
      await recordEstimate(app.db, owner.id, (await buildAnalysis(owner)).id, new Date(), {
        settle: settleScheduledChanges,
      });
    const res = await app
      .withApiKey(key)
      .post('/api/analyze-property', { address: first!.address });
    expect(res.status).toBe(403);
    expect(errorBodySchema.parse(res.body).error).toBe(
      'Instant online quotes from Busy Lawns are not available right now. Call or e-mail them, or leave your number and they will call you back.',
    );
  });

  it('answers CORS preflights so other sites can call it with a key', async () => {
    const res = await app.anonymous().request('OPTIONS', '/api/analyze-property', undefined, {
      headers: {
        origin: 'https://lawns.example.org',
        'access-control-request-headers': 'content-type,x-api-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-API-Key/i);
  });
});
