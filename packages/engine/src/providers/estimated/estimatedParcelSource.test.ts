import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundsOfPositions } from '../../geo/georeference.ts';
import { describeParcelSourceContract } from '../contract/parcelSourceContract.ts';
import { OverpassBuildingSource } from '../overpass/overpassBuildingSource.ts';
import { fakeOverpass, MAIN_STREET_WAYS } from '../../testing/fakeOverpass.ts';
import { startFakeServer, type FakeServer } from '../../testing/fakeServer.ts';
import type { BuildingSource } from '../types.ts';
import { EstimatedParcelSource } from './estimatedParcelSource.ts';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer(fakeOverpass(MAIN_STREET_WAYS));
});
afterAll(() => server.close());

const source = () =>
  new EstimatedParcelSource(new OverpassBuildingSource({ baseUrl: server.baseUrl }));
/** In the street in front of house 101, as the Census geocoder tends to put it. */
const streetPoint: [number, number] = [-89.6502, 39.78175];

describeParcelSourceContract('estimated (over overpass)', source, {
  inside: streetPoint,
  outside: [-100.005, 40.005],
});

describe('estimated parcel source', () => {
  it('flags the lot as estimated and leaves assessor attributes unknown', async () => {
    const parcel = await source().parcelAt(streetPoint);
    expect(parcel?.info.estimated).toBe(true);
    expect(parcel?.info.owner).toBeNull();
    expect(parcel?.info.marketValueTotal).toBeNull();
    expect(parcel?.info.buildingSqFt).toBeGreaterThan(1000);
    expect(parcel?.key).toMatch(/^estimated:/);
  });

  it('grows the nearest house’s box but stops halfway to the neighbouring house', async () => {
    const buildings = new OverpassBuildingSource({ baseUrl: server.baseUrl });
    const parcel = await new EstimatedParcelSource(buildings, { marginM: 20 }).parcelAt(
      streetPoint,
    );
    const lot = boundsOfPositions(parcel?.info.geometry.coordinates[0] ?? []);
    expect(lot.west).toBeCloseTo(-89.6503 - 20 / 85_600, 5);
    expect(lot.east).toBeCloseTo((-89.6501 + -89.6497) / 2, 7);
    expect(lot.south).toBeLessThan(streetPoint[1]);
  });

  it('prefers a house over a nearer shed', async () => {
    const shedPoint: [number, number] = [-89.65022, 39.78207];
    const parcel = await source().parcelAt(shedPoint);
    expect(parcel?.info.parcelId).toBe('est--89.650200,39.781850');
  });

  it('finds no lot when there is no building near the point', async () => {
    const none: BuildingSource = { name: 'none', footprintsIn: async () => [] };
    expect(await new EstimatedParcelSource(none).parcelAt(streetPoint)).toBeNull();
  });
});
