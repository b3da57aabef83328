import { area } from '@turf/area';
import { kinks } from '@turf/kinks';
import { SQ_FT_PER_M2 } from './units.ts';
import {
  LAWN_GEOMETRY_MESSAGES as M,
  lawnPatches,
  type LawnGeometry,
  type LawnPosition,
} from './schemas/lawnGeometry.ts';

/** How far past the lot line a drawn lawn may reach: map imagery and lot lines are not exact. */
export const LOT_MARGIN_M = 2;

/** Below this a drawn patch is a slip of the finger, not lawn. */
export const MIN_PATCH_SQ_FT = 1;

/** A polygon as the lot line is stored: outline first, then any holes. */
export interface LotPolygon {
  type: 'Polygon';
  coordinates: LawnPosition[][];
}

/** The geodesic area of each patch in sq ft (turf's area: outline minus its cut-outs). */
export function lawnPatchAreasSqFt(geometry: LawnGeometry): number[] {
  return lawnPatches(geometry).map(
    (rings) => area({ type: 'Polygon', coordinates: rings }) * SQ_FT_PER_M2,
  );
}

/** The lawn's geodesic area in sq ft, to a tenth (what the price rests on). */
export function lawnAreaSqFt(geometry: LawnGeometry): number {
  const total = lawnPatchAreasSqFt(geometry).reduce((sum, patch) => sum + patch, 0);
  return Math.round(total * 10) / 10;
}

/**
 * Why a drawn lawn cannot be priced on this lot, as one sentence; null when it can. The
 * geometry has passed `lawnGeometrySchema` (closed rings, within the size limits).
 */
export function lawnGeometryProblem(geometry: LawnGeometry, lot: LotPolygon | null): string | null {
  if (!lot || !lot.coordinates[0] || lot.coordinates[0].length < 4) return M.noLot;
  const patches = lawnPatches(geometry);
  if (outlinesCross(patches)) return M.selfIntersecting;
  for (const [outline, ...holes] of patches) {
    if (!outline) return M.ringTooShort;
    if (holes.some((hole) => !hole.every((p) => pointInRing(p, outline)))) return M.holeOutside;
    if (ringsNest(holes)) return M.nestedHoles;
  }
  if (patchesNest(patches)) return M.overlapping;
  if (lawnPatchAreasSqFt(geometry).some((sqFt) => !(sqFt >= MIN_PATCH_SQ_FT))) return M.zeroArea;
  if (!withinLot(patches, lot)) return M.outsideLot;
  return null;
}

/** Whether any two outlines of the lawn (or one with itself) cross or touch. */
export function lawnOutlinesCross(geometry: LawnGeometry): boolean {
  return outlinesCross(lawnPatches(geometry));
}

interface Edge {
  ring: number;
  index: number;
  /** Edges in the ring; the first and last edge of a closed ring meet. */
  ringEdges: number;
  a: LawnPosition;
  b: LawnPosition;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const adjacent = (e: Edge, f: Edge) =>
  e.ring === f.ring &&
  (Math.abs(e.index - f.index) <= 1 || Math.abs(e.index - f.index) === e.ringEdges - 1);

const turn = (p: LawnPosition, q: LawnPosition, r: LawnPosition) =>
  Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));

/** A cheap orientation test that never misses a crossing or touch; kinks has the last word. */
function mayTouch(e: Edge, f: Edge): boolean {
  return (
    turn(e.a, e.b, f.a) * turn(e.a, e.b, f.b) <= 0 && turn(f.a, f.b, e.a) * turn(f.a, f.b, e.b) <= 0
  );
}

/**
 * Whether any two outline edges cross (turf's kinks, with its rules: neighbouring edges of a
 * ring may share their corner). kinks alone compares every pair of edges, half a second at
 * 5,000 points; here only edges whose boxes overlap (found by a sweep in x) and that may touch
 * are handed to it, so even outlines drawn to defeat the sweep are checked in a few hundred ms.
 */
function outlinesCross(patches: LawnPosition[][][]): boolean {
  const edges: Edge[] = patches.flat().flatMap((ring, ringIndex) =>
    ring.slice(1).map((b, index) => {
      const a = ring[index] as LawnPosition;
      return {
        ring: ringIndex,
        index,
        ringEdges: ring.length - 1,
        a,
        b,
        minX: Math.min(a[0], b[0]),
        maxX: Math.max(a[0], b[0]),
        minY: Math.min(a[1], b[1]),
        maxY: Math.max(a[1], b[1]),
      };
    }),
  );
  edges.sort((e, f) => e.minX - f.minX);
  const active: Edge[] = [];
  for (const edge of edges) {
    // Edges that end left of this one can meet no later edge either: compacted in place.
    let kept = 0;
    for (const other of active) {
      if (other.maxX < edge.minX) continue;
      active[kept++] = other;
      if (other.maxY < edge.minY || other.minY > edge.maxY) continue;
      if (adjacent(edge, other) || !mayTouch(edge, other)) continue;
      const pair = {
        type: 'MultiLineString' as const,
        coordinates: [
          [edge.a, edge.b],
          [other.a, other.b],
        ],
      };
      if (kinks(pair).features.length > 0) return true;
    }
    active.length = kept;
    active.push(edge);
  }
  return false;
}

/** Even-odd ray casting; points on the line count as either, which is fine at these scales. */
export function pointInRing([x, y]: LawnPosition, ring: readonly LawnPosition[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as LawnPosition;
    const [xj, yj] = ring[j] as LawnPosition;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Rings never cross (kinks), so one ring inside another shows in any one of its corners. */
function ringsNest(rings: LawnPosition[][]): boolean {
  return rings.some((ring, i) =>
    rings.some((other, j) => i !== j && ring[0] !== undefined && pointInRing(ring[0], other)),
  );
}

/**
 * A patch inside another's outline overlaps it, unless it lies in one of that patch's holes (a
 * lawn island ringed by a path), on none of its ground. A cut-out inside another cut-out would
 * be subtracted twice from the area (GeoJSON has no island-in-a-hole): the island is a patch.
 */
function patchesNest(patches: LawnPosition[][][]): boolean {
  return patches.some(([outline], i) => {
    const corner = outline?.[0];
    return patches.some(
      ([other, ...holes], j) =>
        i !== j &&
        corner !== undefined &&
        other !== undefined &&
        pointInRing(corner, other) &&
        !holes.some((hole) => pointInRing(corner, hole)),
    );
  });
}

type Xy = [number, number];

/** Metres east and north of the lot's first corner: flat enough over a lot or two. */
function localMetres(origin: LawnPosition): (p: LawnPosition) => Xy {
  const phi = (origin[1] * Math.PI) / 180;
  const perLat = 111132.92 - 559.82 * Math.cos(2 * phi) + 1.175 * Math.cos(4 * phi);
  const perLon = 111412.84 * Math.cos(phi) - 93.5 * Math.cos(3 * phi);
  return ([lon, lat]) => [(lon - origin[0]) * perLon, (lat - origin[1]) * perLat];
}

function distanceToSegment([px, py]: Xy, [ax, ay]: Xy, [bx, by]: Xy): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  const t =
    lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSq));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function segmentsCross([ax, ay]: Xy, [bx, by]: Xy, [cx, cy]: Xy, [dx, dy]: Xy): boolean {
  const side = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
    Math.sign((qx - px) * (ry - py) - (qy - py) * (rx - px));
  return (
    side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0 &&
    side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0
  );
}

/** Points along a lawn edge are checked this far apart when the edge meets the lot line. */
const SAMPLE_STEP_M = 0.25;

/**
 * Every point of every lawn outline lies inside the lot or within LOT_MARGIN_M of its line.
 * An edge with both ends inside that crosses no lot edge is inside; an edge near the line is
 * checked every SAMPLE_STEP_M, which bounds the error to a few centimetres past the margin.
 */
function withinLot(patches: LawnPosition[][][], lot: LotPolygon): boolean {
  const toXy = localMetres(lot.coordinates[0]?.[0] ?? [0, 0]);
  const lotRings = lot.coordinates.map((ring) => ring.map(toXy));
  const lotEdges = lotRings.flatMap((ring) =>
    ring.slice(1).map((b, i) => [ring[i], b] as [Xy, Xy]),
  );
  const insideLot = (p: Xy) =>
    lotRings.reduce((inside, ring, index) => (pointInRing(p, ring) ? index === 0 : inside), false);
  const nearLine = (p: Xy) => lotEdges.some(([a, b]) => distanceToSegment(p, a, b) <= LOT_MARGIN_M);
  const allowed = (p: Xy) => insideLot(p) || nearLine(p);

  for (const ring of patches.flat()) {
    const points = ring.map(toXy);
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1] as Xy;
      const b = points[i] as Xy;
      if (!allowed(a) || !allowed(b)) return false;
      const clear =
        insideLot(a) && insideLot(b) && !lotEdges.some(([c, d]) => segmentsCross(a, b, c, d));
      if (clear) continue;
      const steps = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / SAMPLE_STEP_M);
      for (let s = 1; s < steps; s++) {
        const t = s / steps;
        if (!allowed([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])])) return false;
      }
    }
  }
  return true;
}
