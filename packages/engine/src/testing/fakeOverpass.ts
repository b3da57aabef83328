import type { LonLatBounds } from '../geo/georeference.ts';
import type { FakeHandler } from './fakeServer.ts';

export interface FakeWay {
  id: number;
  building: string;
  /** Corners as [lon, lat], not closed (Overpass closes them; the adapter must cope either way). */
  corners: [number, number][];
  closed?: boolean;
}

const BOX = /way\["building"\]\(([-\d.]+),([-\d.]+),([-\d.]+),([-\d.]+)\)/;

/** Overpass `[out:json]` with `out geom`: ways whose corners fall in the query's bbox. */
export function fakeOverpass(ways: readonly FakeWay[]): FakeHandler {
  return ({ method, url, body }) => {
    if (method !== 'POST' || url.pathname !== '/api/interpreter') return { status: 404, body: '' };
    const query = new URLSearchParams(body).get('data') ?? '';
    const box = BOX.exec(query);
    if (!query.startsWith('[out:json]') || !box || !query.includes('out geom'))
      return { status: 400, body: 'Error: line 1: parse error' };
    const [south, west, north, east] = box.slice(1, 5).map(Number);
    const b: LonLatBounds = {
      south: south ?? 0,
      west: west ?? 0,
      north: north ?? 0,
      east: east ?? 0,
    };
    const inBox = (w: FakeWay) =>
      w.corners.some(
        ([lon, lat]) => lon >= b.west && lon <= b.east && lat >= b.south && lat <= b.north,
      );
    const elements = ways.filter(inBox).map((w) => {
      const points = w.closed && w.corners[0] ? [...w.corners, w.corners[0]] : w.corners;
      return {
        type: 'way',
        id: w.id,
        nodes: points.map((_, i) => i + 1),
        geometry: points.map(([lon, lat]) => ({ lat, lon })),
        tags: { building: w.building },
      };
    });
    return {
      json: {
        version: 0.6,
        generator: 'Overpass API 0.7.62',
        osm3s: { timestamp_osm_base: '2026-11-22T18:00:00Z', copyright: 'ODbL' },
        elements: [
          ...elements,
          {
            type: 'relation',
            id: 42,
            tags: { building: 'yes', type: 'multipolygon' },
            members: [],
          },
        ],
      },
    };
  };
}

/** Two houses and a shed on Main Street, Springfield (about 15 × 12 m each). */
export const MAIN_STREET_WAYS: FakeWay[] = [
  {
    id: 101,
    building: 'house',
    corners: [
      [-89.6503, 39.7818],
      [-89.6501, 39.7818],
      [-89.6501, 39.7819],
      [-89.6503, 39.7819],
    ],
    closed: true,
  },
  {
    id: 102,
    building: 'detached',
    corners: [
      [-89.6497, 39.7818],
      [-89.6495, 39.7818],
      [-89.6495, 39.7819],
      [-89.6497, 39.7819],
    ],
  },
  {
    id: 103,
    building: 'shed',
    corners: [
      [-89.65025, 39.78205],
      [-89.6502, 39.78205],
      [-89.6502, 39.7821],
      [-89.65025, 39.7821],
    ],
    closed: true,
  },
];
