import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDemoRegion } from '../../demoRegion/demoRegion.ts';
import { createEngine } from '../../engine.ts';
import { ESTIMATED_LOT_NOTE } from '../estimated/estimatedParcelSource.ts';
import { createProviders } from '../registry.ts';
import { providerOptionsFor } from '../providerOptionsFor.ts';
import { fakeCensus, SPRINGFIELD_ADDRESSES } from '../../testing/fakeCensus.ts';
import { fakeNaip, SPRINGFIELD_COVERAGE } from '../../testing/fakeNaip.ts';
import { fakeOverpass, MAIN_STREET_WAYS } from '../../testing/fakeOverpass.ts';
import { startFakeServer, type FakeServer } from '../../testing/fakeServer.ts';

let census: FakeServer;
let overpass: FakeServer;
let naip: FakeServer;
beforeAll(async () => {
  [census, overpass, naip] = await Promise.all([
    startFakeServer(fakeCensus(SPRINGFIELD_ADDRESSES)),
    startFakeServer(fakeOverpass(MAIN_STREET_WAYS)),
    startFakeServer(fakeNaip({ coverage: SPRINGFIELD_COVERAGE })),
  ]);
});
afterAll(() => Promise.all([census.close(), overpass.close(), naip.close()]));

const realProviders = () =>
  createProviders(
    providerOptionsFor({
      mode: 'real',
      baseUrls: { census: census.baseUrl, overpass: overpass.baseUrl, naip: naip.baseUrl },
    }),
  );

describe('PROVIDERS=real without keys (over local fakes)', () => {
  it('still resolves demo addresses in the demo region without calling out', async () => {
    census.requests.length = 0;
    const home = getDemoRegion().parcels[0];
    if (!home) throw new Error('no demo parcel');
    const providers = realProviders();
    const resolved = await providers.geocoder.resolve(home.address);
    expect(resolved.point).toEqual(home.point);
    const parcel = await providers.parcels.parcelAt(resolved.point);
    expect(parcel?.key).toMatch(/^demo-/);
    expect(census.requests).toHaveLength(0);
  });

  it('measures a real address: Census point, lot estimated around the OSM house, NAIP imagery', async () => {
    const analysis = await createEngine({ providers: realProviders() }).analyze(
      '123 Main St, Springfield, IL',
    );
    expect(analysis.address).toBe('123 MAIN ST, SPRINGFIELD, IL, 62701');
    expect(analysis.parcel.estimated).toBe(true);
    expect(analysis.imagery.attribution).toBe('USDA NAIP imagery via USGS The National Map');
    expect(analysis.mowableAreaSqFt).toBeGreaterThan(0);
    expect(analysis.totalAreaSqFt).toBeGreaterThan(analysis.mowableAreaSqFt);
    expect(analysis.notes).toContain(ESTIMATED_LOT_NOTE);
  });

  it('offers demo suggestions first and fills up with real ones', async () => {
    const suggestions = await realProviders().geocoder.suggest('123 MAIN', 5);
    expect(suggestions.map((s) => s.placeName)).toContain('123 MAIN ST, SPRINGFIELD, IL, 62701');
  });
});
