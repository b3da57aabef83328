import type { Point, Polygon } from './geometry.ts';
import type { ScenePlan } from './scenePlan.ts';

/** Longest straight edge left after bending, metres: edges are cut to this before the warp. */
const STEP = 2;

/**
 * Bends a whole plan so that its street curves: every point (x, y) moves to (x, y + k·x²).
 * Edges are first cut into short pieces so that they follow the curve; buildings, cars and
 * trees keep their shapes, moved and turned with the ground under their centres; fences are
 * cut into short straight runs. The truth painted from the bent plan stays exact.
 */
export function bendPlan(plan: ScenePlan, k: number): ScenePlan {
  const move = ([x, y]: Point): Point => [x, y + k * x * x];
  const turn = ([x]: Point) => Math.atan(2 * k * x);
  const bend = (polygon: Polygon): Polygon => densify(polygon).map(move);
  return {
    lawns: plan.lawns.map((l) => ({ ...l, polygon: bend(l.polygon) })),
    surfaces: plan.surfaces.map((s) => ({ ...s, polygon: bend(s.polygon) })),
    fences: plan.fences.flatMap((f) =>
      splitRect(f.polygon).map((piece) => ({ ...f, polygon: piece.map(move) })),
    ),
    buildings: plan.buildings.map((b) => ({
      ...b,
      parts: b.parts.map((p) => ({
        ...p,
        centre: move(p.centre),
        angle: p.angle + turn(p.centre),
      })),
    })),
    trees: plan.trees.map((t) => ({ ...t, centre: move(t.centre) })),
    cars: plan.cars.map((c) => ({ ...c, centre: move(c.centre), angle: c.angle + turn(c.centre) })),
    parcel: bend(plan.parcel),
  };
}

function densify(polygon: Polygon): Polygon {
  const out: Point[] = [];
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] ?? a;
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / STEP));
    for (let j = 0; j < n; j++)
      out.push([a[0] + ((b[0] - a[0]) * j) / n, a[1] + ((b[1] - a[1]) * j) / n]);
  });
  return out;
}

/** A long thin rectangle (four corners) cut across its length into runs of at most STEP. */
function splitRect(rect: Polygon): Polygon[] {
  const [a, b, c, d] = rect;
  if (!a || !b || !c || !d) return [rect];
  const alongAB = Math.hypot(b[0] - a[0], b[1] - a[1]) >= Math.hypot(d[0] - a[0], d[1] - a[1]);
  // Walk the long sides: p0→p1 and q0→q1, in step.
  const [p0, p1, q0, q1] = alongAB ? [a, b, d, c] : [a, d, b, c];
  const n = Math.max(1, Math.ceil(Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) / STEP));
  const lerp = (u: Point, v: Point, t: number): Point => [
    u[0] + (v[0] - u[0]) * t,
    u[1] + (v[1] - u[1]) * t,
  ];
  return Array.from({ length: n }, (_, j): Polygon => {
    const t0 = j / n;
    const t1 = (j + 1) / n;
    // Corners in the same order as the rectangle's (a, b, c, d).
    return alongAB
      ? [lerp(p0, p1, t0), lerp(p0, p1, t1), lerp(q0, q1, t1), lerp(q0, q1, t0)]
      : [lerp(p0, p1, t0), lerp(q0, q1, t0), lerp(q0, q1, t1), lerp(p0, p1, t1)];
  });
}
