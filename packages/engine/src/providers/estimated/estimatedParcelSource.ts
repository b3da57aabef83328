import { area } from '@turf/area';
import { polygon } from '@turf/helpers';
import { SQ_FT_PER_ACRE } from '@yardstick/core/units';
import type { Position, Ring } from '../../geo/geojson.ts';
import {
  boundsOfPositions,
  expandBounds,
  metresPerDegree,
  type LonLatBounds,
} from '../../geo/georeference.ts';
import { pointInRing } from '../../geo/pointInRing.ts';
import { round, squareFeet } from '../../measure/units.ts';
import type { BuildingFootprint, BuildingSource, ParcelRecord, ParcelSource } from '../types.ts';

/** Shown with a result whose lot was estimated (see `parcelInfo.estimated`). */
export const ESTIMATED_LOT_NOTE =
  'The lot boundary was estimated around the house; no parcel record was available.';

export interface EstimatedParcelOptions {
  /** How far from the address point a house may be (geocoded points can sit in the street). */
  searchRadiusM?: number;
  /** Yard kept around the house on each side, unless a neighbour is closer. */
  marginM?: number;
}

const MAIN_KINDS = new Set(['house', 'building', 'commercial']);

/**
 * Without a parcel source: a lot estimated around the main building nearest the address
 * point: its bounding box grown by a margin, stopping halfway to any neighbouring house.
 * Flagged `estimated: true`; assessor attributes are unknown (null).
 */
export class EstimatedParcelSource implements ParcelSource {
  readonly name = 'estimated';
  private readonly searchRadiusM: number;
  private readonly marginM: number;

  constructor(
    private readonly buildings: BuildingSource,
    options: EstimatedParcelOptions = {},
  ) {
    this.searchRadiusM = options.searchRadiusM ?? 40;
    this.marginM = options.marginM ?? 12;
  }

  async parcelAt(point: Position): Promise<ParcelRecord | null> {
    // Wide enough to see the neighbours of a house at the edge of the search radius.
    const reach = this.searchRadiusM + 2 * this.marginM;
    const search = expandBounds(boundsOfPositions([point]), reach);
    const footprints = await this.buildings.footprintsIn(search);
    const main = footprints.filter((f) => MAIN_KINDS.has(f.kind));
    const house = nearest(point, main.length > 0 ? main : footprints);
    if (!house || house.distanceM > this.searchRadiusM) return null;
    const houseBounds = boundsOfPositions(house.footprint.polygon.coordinates[0] ?? []);
    const neighbours = main
      .filter((f) => f !== house.footprint)
      .map((f) => boundsOfPositions(f.polygon.coordinates[0] ?? []));
    const lot = lotAround(
      boundsOfPositions([...boxCorners(houseBounds), point]),
      this.marginM,
      neighbours,
    );
    const ring = closedBox(lot);
    const lotM2 = area(polygon([ring]));
    const houseM2 = area(polygon(house.footprint.polygon.coordinates));
    const centre: Position = [
      (houseBounds.west + houseBounds.east) / 2,
      (houseBounds.south + houseBounds.north) / 2,
    ];
    const id = `est-${centre[0].toFixed(6)},${centre[1].toFixed(6)}`;
    return {
      key: `estimated:${id}`,
      info: {
        parcelId: id,
        county: null,
        owner: null,
        marketValueLand: null,
        marketValueImprovements: null,
        marketValueTotal: null,
        buildingSqFt: round(squareFeet(houseM2), 0),
        yearBuilt: null,
        landUse: null,
        acreage: round(squareFeet(lotM2) / SQ_FT_PER_ACRE, 4),
        latitude: (lot.south + lot.north) / 2,
        longitude: (lot.west + lot.east) / 2,
        geometry: { type: 'Polygon', coordinates: [ring] },
        estimated: true,
      },
    };
  }
}

function nearest(
  point: Position,
  footprints: readonly BuildingFootprint[],
): { footprint: BuildingFootprint; distanceM: number } | null {
  let best: { footprint: BuildingFootprint; distanceM: number } | null = null;
  for (const footprint of footprints) {
    const distanceM = distanceToRing(point, footprint.polygon.coordinates[0] ?? []);
    if (!best || distanceM < best.distanceM) best = { footprint, distanceM };
  }
  return best;
}

/** Metres from a point to a ring (0 inside), on a local flat projection. */
function distanceToRing(point: Position, ring: Ring): number {
  if (pointInRing(point, ring)) return 0;
  const perDegree = metresPerDegree(point[1]);
  const local = ([lon, lat]: Position): Position => [
    (lon - point[0]) * perDegree.lon,
    (lat - point[1]) * perDegree.lat,
  ];
  let best = Infinity;
  for (let i = 1; i < ring.length; i++) {
    const a = ring[i - 1];
    const b = ring[i];
    if (a && b) best = Math.min(best, distanceToSegment(local(a), local(b)));
  }
  return best;
}

/** Distance from the origin to segment ab. */
function distanceToSegment(a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(a[0] * dx + a[1] * dy) / length2));
  return Math.hypot(a[0] + t * dx, a[1] + t * dy);
}

/** The house box grown by the margin; each side stops halfway to a neighbour facing it. */
function lotAround(house: LonLatBounds, marginM: number, neighbours: LonLatBounds[]): LonLatBounds {
  const lot = expandBounds(house, marginM);
  for (const n of neighbours) {
    const overlapsNorthSouth = n.south < house.north && n.north > house.south;
    const overlapsEastWest = n.west < house.east && n.east > house.west;
    if (overlapsNorthSouth && n.west >= house.east)
      lot.east = Math.min(lot.east, (house.east + n.west) / 2);
    if (overlapsNorthSouth && n.east <= house.west)
      lot.west = Math.max(lot.west, (house.west + n.east) / 2);
    if (overlapsEastWest && n.south >= house.north)
      lot.north = Math.min(lot.north, (house.north + n.south) / 2);
    if (overlapsEastWest && n.north <= house.south)
      lot.south = Math.max(lot.south, (house.south + n.north) / 2);
  }
  return lot;
}

function boxCorners(b: LonLatBounds): Position[] {
  return [
    [b.west, b.south],
    [b.east, b.north],
  ];
}

function closedBox(b: LonLatBounds): Ring {
  return [
    [b.west, b.south],
    [b.east, b.south],
    [b.east, b.north],
    [b.west, b.north],
    [b.west, b.south],
  ];
}
