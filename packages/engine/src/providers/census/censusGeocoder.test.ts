import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressNotFoundError } from '../../errors.ts';
import { describeGeocoderContract } from '../contract/geocoderContract.ts';
import { AddressSearchUnavailableError } from '../providerErrors.ts';
import { fakeCensus, SPRINGFIELD_ADDRESSES } from '../../testing/fakeCensus.ts';
import { startFakeServer, type FakeServer } from '../../testing/fakeServer.ts';
import { describeProviderFailures } from '../../testing/providerFailureCases.ts';
import { CensusGeocoder } from './censusGeocoder.ts';

let server: FakeServer;
const normal = fakeCensus(SPRINGFIELD_ADDRESSES);
beforeAll(async () => {
  server = await startFakeServer(normal);
});
afterAll(() => server.close());

const geocoder = (timeoutMs = 2_000) => new CensusGeocoder({ baseUrl: server.baseUrl, timeoutMs });

describeGeocoderContract('census', () => geocoder(), {
  knownAddress: '123 Main St, Springfield, IL, 62701',
  partialQuery: '123 Main',
  unknownAddress: '999999 Nowhere Blvd, Atlantis',
});

describe('census geocoder', () => {
  it('reads x as longitude and y as latitude, with the documented query', async () => {
    const result = await geocoder().resolve('4600 Silver Hill Rd, Suitland, MD 20746');
    expect(result).toEqual({
      matchedAddress: '4600 SILVER HILL RD, SUITLAND, MD, 20746',
      point: [-76.926956, 38.846565],
    });
    const sent = server.requests.at(-1)?.url;
    expect(sent?.searchParams.get('benchmark')).toBe('Public_AR_Current');
    expect(sent?.searchParams.get('format')).toBe('json');
  });

  it('treats input the Census cannot read (400) as an address not found', async () => {
    await expect(geocoder().resolve('   ')).rejects.toBeInstanceOf(AddressNotFoundError);
  });
});

describeProviderFailures('census geocoder', {
  server: () => server,
  normal,
  call: (timeoutMs) => geocoder(timeoutMs).resolve('123 Main St, Springfield, IL'),
  unavailable: AddressSearchUnavailableError,
});
