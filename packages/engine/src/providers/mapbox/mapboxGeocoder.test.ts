import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressNotFoundError } from '../../errors.ts';
import { describeGeocoderContract } from '../contract/geocoderContract.ts';
import { AddressSearchUnavailableError } from '../providerErrors.ts';
import {
  FAKE_MAPBOX_TOKEN,
  fakeMapboxGeocoding,
  MAPBOX_ADDRESSES,
} from '../../testing/fakeMapbox.ts';
import { startFakeServer, type FakeServer } from '../../testing/fakeServer.ts';
import { describeProviderFailures } from '../../testing/providerFailureCases.ts';
import { MapboxGeocoder } from './mapboxGeocoder.ts';

let server: FakeServer;
const normal = fakeMapboxGeocoding(MAPBOX_ADDRESSES);
beforeAll(async () => {
  server = await startFakeServer(normal);
});
afterAll(() => server.close());

const geocoder = (timeoutMs = 2_000, token = FAKE_MAPBOX_TOKEN) =>
  new MapboxGeocoder({ token, baseUrl: server.baseUrl, timeoutMs });

describeGeocoderContract('mapbox', () => geocoder(), {
  knownAddress: '123 Main Street, Springfield, Illinois 62701, United States',
  partialQuery: '123 Mai',
  unknownAddress: '999999 Nowhere Blvd, Atlantis',
});

describe('mapbox geocoder', () => {
  it('asks for US addresses only, with the token, and reads center as [lon, lat]', async () => {
    const result = await geocoder().resolve(MAPBOX_ADDRESSES[0]?.address ?? '');
    expect(result.point).toEqual([-89.6501, 39.7817]);
    const sent = server.requests.at(-1)?.url;
    expect(sent?.searchParams.get('types')).toBe('address');
    expect(sent?.searchParams.get('country')).toBe('us');
    expect(sent?.searchParams.get('limit')).toBe('5');
    expect(sent?.searchParams.get('autocomplete')).toBe('false');
  });

  it('treats text Mapbox refuses to search (422) as not found', async () => {
    await expect(geocoder().resolve('x'.repeat(300))).rejects.toBeInstanceOf(AddressNotFoundError);
  });

  it('caps suggestions at Mapbox’s maximum of 10', async () => {
    await geocoder().suggest('12', 50);
    expect(server.requests.at(-1)?.url.searchParams.get('limit')).toBe('10');
  });

  it('reports a bad token as address search being unavailable', async () => {
    await expect(geocoder(2_000, 'pk.wrong').resolve('123 Main')).rejects.toBeInstanceOf(
      AddressSearchUnavailableError,
    );
  });
});

describeProviderFailures('mapbox geocoder', {
  server: () => server,
  normal,
  call: (timeoutMs) => geocoder(timeoutMs).resolve('123 Main Street'),
  unavailable: AddressSearchUnavailableError,
});
