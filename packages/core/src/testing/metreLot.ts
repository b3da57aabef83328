import type { LotPolygon } from '../lawnGeometry.ts';
import type { LawnPosition } from '../schemas/lawnGeometry.ts';

/** Test geometry: a 40 m × 30 m lot, positions given in metres east/north of its south-west corner. */
const ORIGIN: LawnPosition = [-89.65, 39.78];
const M_PER_DEG_LAT = 111_034;
const M_PER_DEG_LON = 85_560;

export const at = (east: number, north: number): LawnPosition => [
  ORIGIN[0] + east / M_PER_DEG_LON,
  ORIGIN[1] + north / M_PER_DEG_LAT,
];

export const rect = (x0: number, y0: number, x1: number, y1: number): LawnPosition[] => [
  at(x0, y0),
  at(x1, y0),
  at(x1, y1),
  at(x0, y1),
  at(x0, y0),
];

export const lot: LotPolygon = { type: 'Polygon', coordinates: [rect(0, 0, 40, 30)] };
