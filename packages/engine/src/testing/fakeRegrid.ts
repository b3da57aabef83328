import type { Position } from '../geo/geojson.ts';
import { pointInRing } from '../geo/pointInRing.ts';
import type { FakeHandler } from './fakeServer.ts';

export const FAKE_REGRID_TOKEN = 'regrid-fake-jwt';

export interface FakeParcel {
  id: number;
  ring: Position[];
  /** Regrid schema fields; nulls are omitted, as Regrid does. */
  fields: Record<string, string | number | boolean>;
  /** Send the geometry as a MultiPolygon with a small second part. */
  multi?: boolean;
}

/** 123 Main St, Springfield: a lot of about 0.17 acres with the schema's documented fields. */
export const MAIN_STREET_PARCEL: FakeParcel = {
  id: 123456,
  ring: [
    [-89.6505, 39.7815],
    [-89.65, 39.7815],
    [-89.65, 39.7819],
    [-89.6505, 39.7819],
    [-89.6505, 39.7815],
  ],
  fields: {
    ll_uuid: '03e304ad-4d2c-451e-ac90-0d9aa0b46dc0',
    geoid: '17167',
    parcelnumb: '14-27.0-456-012',
    owner: 'SMITH JOHN',
    address: '123 MAIN ST',
    county: 'sangamon',
    usedesc: 'Residential',
    zoning_description: 'Single Family',
    yearbuilt: 1954,
    improvval: 95000,
    landval: 25000,
    parval: 120000,
    ll_gisacre: 0.1721,
    ll_bldg_footprint_sqft: 1420,
    lat: '39.781700',
    lon: '-89.650250',
  },
};

function feature(parcel: FakeParcel) {
  const [x, y] = parcel.ring[0] ?? [0, 0];
  const sliver = [
    [x - 0.0001, y],
    [x - 0.00005, y],
    [x - 0.00005, y + 0.00005],
    [x - 0.0001, y],
  ];
  return {
    type: 'Feature',
    id: parcel.id,
    geometry: parcel.multi
      ? { type: 'MultiPolygon', coordinates: [[sliver], [parcel.ring]] }
      : { type: 'Polygon', coordinates: [parcel.ring] },
    properties: { headline: String(parcel.fields.address ?? ''), fields: parcel.fields },
  };
}

/**
 * Regrid v2 point lookup. `wrapped` answers `{parcels: FeatureCollection}` (what client code
 * reads); otherwise a bare FeatureCollection (the unofficial spec).
 */
export function fakeRegrid(options: { wrapped: boolean; parcels?: FakeParcel[] }): FakeHandler {
  const parcels = options.parcels ?? [MAIN_STREET_PARCEL];
  return ({ url }) => {
    if (url.pathname !== '/api/v2/parcels/point')
      return { status: 404, json: { message: 'Not found' } };
    if (url.searchParams.get('token') !== FAKE_REGRID_TOKEN)
      return { status: 401, json: { status: 'error', message: 'Invalid or expired token' } };
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || url.searchParams.get('limit') !== '1')
      return { status: 400, json: { status: 'error', message: 'bad params' } };
    const hits = parcels.filter((p) => pointInRing([lon, lat], p.ring)).map(feature);
    const fc = { type: 'FeatureCollection', features: hits };
    return {
      json: options.wrapped
        ? { parcels: fc, buildings: { type: 'FeatureCollection', features: [] } }
        : fc,
    };
  };
}
