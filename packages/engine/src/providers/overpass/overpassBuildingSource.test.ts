import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBuildingSourceContract } from '../contract/buildingSourceContract.ts';
import { BuildingOutlinesUnavailableError } from '../providerErrors.ts';
import { fakeOverpass, MAIN_STREET_WAYS } from '../../testing/fakeOverpass.ts';
import { startFakeServer, type FakeServer } from '../../testing/fakeServer.ts';
import { describeProviderFailures } from '../../testing/providerFailureCases.ts';
import { OverpassBuildingSource } from './overpassBuildingSource.ts';

let server: FakeServer;
const normal = fakeOverpass(MAIN_STREET_WAYS);
beforeAll(async () => {
  server = await startFakeServer(normal);
});
afterAll(() => server.close());

const source = (timeoutMs = 2_000) =>
  new OverpassBuildingSource({ baseUrl: server.baseUrl, timeoutMs });
const mainStreet = { west: -89.651, south: 39.781, east: -89.6492, north: 39.7824 };

describeBuildingSourceContract('overpass', () => source(), {
  withBuildings: mainStreet,
  empty: { west: -100.01, south: 40, east: -100, north: 40.01 },
});

describe('overpass building source', () => {
  it('maps OSM building tags to footprint kinds and closes open rings', async () => {
    const footprints = await source().footprintsIn(mainStreet);
    expect(footprints.map((f) => f.kind)).toEqual(['house', 'house', 'shed']);
    const open = footprints[1]?.polygon.coordinates[0] ?? [];
    expect(open).toHaveLength(5);
    expect(open[0]).toEqual(open[4]);
  });

  it('posts an [out:json] query for building ways with inline geometry', async () => {
    await source().footprintsIn(mainStreet);
    const query = new URLSearchParams(server.requests.at(-1)?.body).get('data');
    expect(query).toBe(
      '[out:json][timeout:25];way["building"](39.7810000,-89.6510000,39.7824000,-89.6492000);out geom;',
    );
  });
});

describeProviderFailures('overpass building source', {
  server: () => server,
  normal,
  call: (timeoutMs) => source(timeoutMs).footprintsIn(mainStreet),
  unavailable: BuildingOutlinesUnavailableError,
});
