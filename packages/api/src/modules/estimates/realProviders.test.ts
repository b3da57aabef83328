import { propertyAnalysisResultSchema } from '@yardstick/core/schemas/analysis';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { afterAll, describe, expect, it } from 'vitest';
import { ESTIMATED_LOT_NOTE } from '@yardstick/engine';
import { createProviders, providerOptionsFor } from '@yardstick/engine';
import { fakeCensus, SPRINGFIELD_ADDRESSES } from '@yardstick/engine/testing';
import { fakeNaip, SPRINGFIELD_COVERAGE } from '@yardstick/engine/testing';
import { fakeOverpass, MAIN_STREET_WAYS } from '@yardstick/engine/testing';
import { startFakeServer } from '@yardstick/engine/testing';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner, buildService } from '../../testing/factories.ts';
import { testProviderOptions } from '../../testing/demoRegion.ts';

// The free public chain (Census → estimated lot around the OSM house → NAIP), over local fakes.
const [census, overpass, naip] = await Promise.all([
  startFakeServer(fakeCensus(SPRINGFIELD_ADDRESSES)),
  startFakeServer(fakeOverpass(MAIN_STREET_WAYS)),
  startFakeServer(fakeNaip({ coverage: SPRINGFIELD_COVERAGE })),
]);
afterAll(() => Promise.all([census.close(), overpass.close(), naip.close()]));

const app = useTestApp({
  providers: createProviders({
    ...providerOptionsFor({
      mode: 'real',
      baseUrls: { census: census.baseUrl, overpass: overpass.baseUrl, naip: naip.baseUrl },
    }),
    ...testProviderOptions,
  }),
});

async function keyOfOwnerWithMowing(): Promise<string> {
  const owner = await buildOwner();
  await buildService(owner, { isDefault: true });
  return buildApiKey(owner);
}

describe('POST /api/analyze-property with the public providers', () => {
  it('measures a real US address and says the lot was estimated and whose imagery it is', async () => {
    const key = await keyOfOwnerWithMowing();
    const res = await app
      .withApiKey(key)
      .post('/api/analyze-property', { address: '123 Main St, Springfield, IL' });
    expect(res.status).toBe(200);
    const result = propertyAnalysisResultSchema.parse(res.body);
    expect(result.address).toBe('123 MAIN ST, SPRINGFIELD, IL, 62701');
    expect(result.mapData.parcel?.estimated).toBe(true);
    expect(result.mapData.imagery?.attribution).toBe('USDA NAIP imagery via USGS The National Map');
    expect(result.notes).toContain(ESTIMATED_LOT_NOTE);
    expect(result.mowableAreaSqFt).toBeGreaterThan(0);
    expect(result.services[0]?.totalCost).toBeGreaterThan(0);
  });

  it('answers an address the geocoder cannot find with 404 and a sentence', async () => {
    const key = await keyOfOwnerWithMowing();
    const res = await app
      .withApiKey(key)
      .post('/api/analyze-property', { address: '999 Nowhere Blvd, Atlantis, ZZ' });
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).error).toMatch(/could not find/i);
  });
});
