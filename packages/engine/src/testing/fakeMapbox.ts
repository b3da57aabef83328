import type { FakeAddress } from './fakeCensus.ts';
import type { FakeHandler, FakeReply } from './fakeServer.ts';

export const FAKE_MAPBOX_TOKEN = 'pk.fake-token';

const unauthorized: FakeReply = {
  status: 401,
  json: { message: 'Not Authorized - Invalid Token' },
};

/** Mapbox Geocoding v5 in its documented shape: features whose place name starts with the text. */
export function fakeMapboxGeocoding(addresses: readonly FakeAddress[]): FakeHandler {
  return ({ url }) => {
    const match = /^\/geocoding\/v5\/mapbox\.places\/([^/]+)\.json$/.exec(url.pathname);
    if (!match?.[1]) return { status: 404, json: { message: 'Not Found' } };
    if (url.searchParams.get('access_token') !== FAKE_MAPBOX_TOKEN) return unauthorized;
    const text = decodeURIComponent(match[1]).toLowerCase();
    if (text.length > 256) return { status: 422, json: { message: 'Query too long' } };
    const limit = Number(url.searchParams.get('limit') ?? '5');
    if (limit > 10) return { status: 422, json: { message: 'limit must be between 1 and 10' } };
    const features = addresses
      .filter((a) => a.address.toLowerCase().startsWith(text))
      .slice(0, limit)
      .map((a, i) => ({
        id: `address.${1000 + i}`,
        type: 'Feature',
        place_type: ['address'],
        relevance: a.address.toLowerCase() === text ? 1 : 0.96,
        properties: { accuracy: 'rooftop' },
        text: 'Main Street',
        place_name: a.address,
        center: a.point,
        geometry: { type: 'Point', coordinates: a.point },
        context: [{ id: 'country.8940', short_code: 'us', text: 'United States' }],
      }));
    return {
      json: {
        type: 'FeatureCollection',
        query: text.split(' '),
        features,
        attribution: 'NOTICE: © 2026 Mapbox',
      },
    };
  };
}

export const MAPBOX_ADDRESSES: FakeAddress[] = [
  {
    address: '123 Main Street, Springfield, Illinois 62701, United States',
    point: [-89.6501, 39.7817],
  },
  {
    address: '125 Main Street, Springfield, Illinois 62701, United States',
    point: [-89.6497, 39.7817],
  },
];
