import type { FakeHandler } from './fakeServer.ts';

export interface FakeAddress {
  address: string;
  /** [lon, lat] */
  point: [number, number];
}

/** The Census geocoder's documented answer: matches whose address starts with the input. */
export function fakeCensus(addresses: readonly FakeAddress[]): FakeHandler {
  return ({ url }) => {
    if (url.pathname !== '/geocoder/locations/onelineaddress') return { status: 404, body: '' };
    const input = url.searchParams.get('address') ?? '';
    if (url.searchParams.get('benchmark') !== 'Public_AR_Current' || !input)
      return { status: 400, json: { errors: ['Address cannot be empty'], status: '400' } };
    const typed = input.toUpperCase().replace(/,/g, '');
    const matches = addresses
      .filter((a) => a.address.replace(/,/g, '').startsWith(typed))
      .map((a) => ({
        matchedAddress: a.address,
        coordinates: { x: a.point[0], y: a.point[1] },
        tigerLine: { tigerLineId: '613199520', side: 'L' },
        addressComponents: { city: 'SPRINGFIELD', state: 'IL', zip: '62701' },
      }));
    return {
      json: {
        result: {
          input: {
            address: { address: input },
            benchmark: { id: '4', benchmarkName: 'Public_AR_Current' },
          },
          addressMatches: matches,
        },
      },
    };
  };
}

export const SPRINGFIELD_ADDRESSES: FakeAddress[] = [
  { address: '123 MAIN ST, SPRINGFIELD, IL, 62701', point: [-89.6501, 39.7817] },
  { address: '125 MAIN ST, SPRINGFIELD, IL, 62701', point: [-89.6497, 39.7817] },
  { address: '4600 SILVER HILL RD, SUITLAND, MD, 20746', point: [-76.926956, 38.846565] },
];
