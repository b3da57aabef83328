/**
 * The lawn as it is edited on the map: patches (outlines without holes, which drawing tools
 * handle well) and cut-outs (areas not to mow, which may overlap anything). The lawn priced
 * is the union of the kept patches minus the union of the cut-outs, as one clean MultiPolygon.
 */
import { area } from '@turf/area';
import { difference, union, type Geom } from 'polyclip-ts';
import type { LawnMultiPolygon, LawnPosition, LawnPolygon } from './schemas/lawnGeometry.ts';
import { lawnPatches } from './schemas/lawnGeometry.ts';

const SQ_FT_PER_M2 = 10.7639104;

export type Ring = LawnPosition[];

/** A ring whose last point is its first, as GeoJSON wants. */
export function closedRing(ring: readonly LawnPosition[]): Ring {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last) return [];
  const copy = ring.map(([lon, lat]) => [lon, lat] as LawnPosition);
  return first[0] === last[0] && first[1] === last[1] ? copy : [...copy, [first[0], first[1]]];
}

const usable = (ring: readonly LawnPosition[]) => closedRing(ring).length >= 4;

/** Outlines in, the ground they cover minus the cut-outs out (polyclip's MultiPolygon). */
function keptGround(outlines: readonly Ring[], cuts: readonly Ring[]): LawnPosition[][][] {
  const kept = outlines.filter(usable).map((ring): Geom => [closedRing(ring)]);
  const [first, ...rest] = kept;
  if (!first) return [];
  const merged = union(first, ...rest);
  const holes = cuts.filter(usable).map((ring): Geom => [closedRing(ring)]);
  return holes.length === 0 ? merged : difference(merged, ...holes);
}

/**
 * The lawn to price: kept patches merged, cut-outs removed. Null when nothing is left (the
 * homeowner has deleted or cut away every patch).
 */
export function composeLawn(
  outlines: readonly Ring[],
  cuts: readonly Ring[],
): LawnMultiPolygon | null {
  const coordinates = keptGround(outlines, cuts);
  return coordinates.length === 0 ? null : { type: 'MultiPolygon', coordinates };
}

/** The geodesic area of one patch in sq ft after the cut-outs, as the list beside the map shows it. */
export function patchAreaSqFt(outline: Ring, cuts: readonly Ring[]): number {
  return keptGround([outline], cuts).reduce(
    (sum, rings) => sum + area({ type: 'Polygon', coordinates: rings }) * SQ_FT_PER_M2,
    0,
  );
}

/** A measured lawn split for editing: each patch's outline, and its holes as cut-outs. */
export function editablePatches(lawn: LawnPolygon | LawnMultiPolygon): {
  outlines: Ring[];
  cuts: Ring[];
} {
  const patches = lawnPatches(lawn).filter((rings) => rings[0] && usable(rings[0]));
  return {
    outlines: patches.map((rings) => closedRing(rings[0] ?? [])),
    cuts: patches.flatMap((rings) => rings.slice(1).filter(usable).map(closedRing)),
  };
}
