import type { PolygonGeometry } from '../geo/geojson.ts';
import { ringArea } from '../geo/geojson.ts';
import { pointInRing } from '../geo/pointInRing.ts';
import type { BuildingFootprint } from '../providers/types.ts';

/** Outbuildings are never the house the lot's lawns are named from. */
const OUTBUILDINGS = new Set(['garage', 'shed']);

/**
 * The lot's main building: the largest footprint that is not an outbuilding and whose middle
 * lies inside the lot. Null when the lot has none (or no footprints were available).
 */
export function mainBuilding(
  footprints: readonly BuildingFootprint[],
  lot: PolygonGeometry,
): PolygonGeometry | null {
  const lotRing = lot.coordinates[0] ?? [];
  const candidates = footprints.filter(({ kind, polygon }) => {
    const ring = polygon.coordinates[0] ?? [];
    const corners = ring.slice(0, -1);
    if (OUTBUILDINGS.has(kind) || corners.length === 0) return false;
    const middle = corners.reduce<[number, number]>(
      (sum, [lon, lat]) => [sum[0] + lon / corners.length, sum[1] + lat / corners.length],
      [0, 0],
    );
    return pointInRing(middle, lotRing);
  });
  const largest = candidates.sort(
    (a, b) => ringArea(b.polygon.coordinates[0] ?? []) - ringArea(a.polygon.coordinates[0] ?? []),
  )[0];
  return largest?.polygon ?? null;
}
