import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeParcelSourceContract } from '../contract/parcelSourceContract.ts';
import { ParcelLookupUnavailableError } from '../providerErrors.ts';
import { FAKE_REGRID_TOKEN, fakeRegrid, MAIN_STREET_PARCEL } from '../../testing/fakeRegrid.ts';
import { startFakeServer, type FakeServer } from '../../testing/fakeServer.ts';
import { describeProviderFailures } from '../../testing/providerFailureCases.ts';
import { RegridParcelSource } from './regridParcelSource.ts';

let server: FakeServer;
const normal = fakeRegrid({ wrapped: true });
beforeAll(async () => {
  server = await startFakeServer(normal);
});
afterAll(() => server.close());

const source = (timeoutMs = 2_000, token = FAKE_REGRID_TOKEN) =>
  new RegridParcelSource({ token, baseUrl: server.baseUrl, timeoutMs });
const inside: [number, number] = [-89.6502, 39.7817];

describeParcelSourceContract('regrid', () => source(), {
  inside,
  outside: [-100.005, 40.005],
});

describe('regrid parcel source', () => {
  it('maps the schema fields onto the SPEC §3 parcel attributes', async () => {
    const parcel = await source().parcelAt(inside);
    expect(parcel?.key).toBe('regrid:03e304ad-4d2c-451e-ac90-0d9aa0b46dc0');
    expect(parcel?.info).toMatchObject({
      parcelId: '14-27.0-456-012',
      county: 'sangamon',
      owner: 'SMITH JOHN',
      marketValueLand: 25000,
      marketValueImprovements: 95000,
      marketValueTotal: 120000,
      buildingSqFt: 1420,
      yearBuilt: 1954,
      landUse: 'Residential',
      acreage: 0.1721,
      latitude: 39.7817,
      longitude: -89.65025,
      estimated: false,
    });
  });

  it('asks for one record by point with a small radius', async () => {
    await source().parcelAt(inside);
    const sent = server.requests.at(-1)?.url;
    expect(sent?.searchParams.get('limit')).toBe('1');
    expect(sent?.searchParams.get('radius')).toBe('10');
    expect(sent?.searchParams.get('lat')).toBe('39.7817');
  });

  it('reads a bare FeatureCollection, omitted fields and a MultiPolygon', async () => {
    const sparse = {
      ...MAIN_STREET_PARCEL,
      multi: true,
      fields: { ll_uuid: 'u-1', parcelnumb: 77 },
    };
    server.handle(fakeRegrid({ wrapped: false, parcels: [sparse] }));
    try {
      const parcel = await source().parcelAt(inside);
      expect(parcel?.info.parcelId).toBe('77');
      expect(parcel?.info.owner).toBeNull();
      expect(parcel?.info.acreage).toBeGreaterThan(0.15);
      expect(parcel?.info.geometry.coordinates[0]).toEqual(MAIN_STREET_PARCEL.ring);
    } finally {
      server.handle(normal);
    }
  });

  it('reports an expired token as the parcel lookup being unavailable', async () => {
    await expect(source(2_000, 'expired').parcelAt(inside)).rejects.toBeInstanceOf(
      ParcelLookupUnavailableError,
    );
  });
});

describeProviderFailures('regrid parcel source', {
  server: () => server,
  normal,
  call: (timeoutMs) => source(timeoutMs).parcelAt(inside),
  unavailable: ParcelLookupUnavailableError,
});
