import type { Position, Ring } from '../geo/geojson.ts';

/** A sharp corner moves at most this many times the distance, so a spike does not shoot out. */
const MITRE_LIMIT = 3;

/** Twice the signed shoelace area: positive for a ring anticlockwise with y up. */
function twiceSignedArea(corners: readonly Position[]): number {
  return corners.reduce((twice, b, i) => {
    const a = corners.at(i - 1) ?? b;
    return twice + a[0] * b[1] - b[0] * a[1];
  }, 0);
}

/** The unit normal of the edge p→q on the side away from the ring's inside (`turn` its winding). */
function outwardNormal(p: Position, q: Position, turn: number): Position {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const length = Math.hypot(dx, dy);
  return length === 0 ? [0, 0] : [(turn * dy) / length, (-turn * dx) / length];
}

/** A closed ring with every edge moved `distance` away from its inside (towards it when negative). */
export function offsetRing(ring: readonly Position[], distance: number): Ring {
  const corners = ring.slice(0, -1);
  const count = corners.length;
  if (count < 3 || distance === 0) return ring.map(([x, y]): Position => [x, y]);
  const turn = Math.sign(twiceSignedArea(corners));
  const moved = corners.map((corner, index): Position => {
    const before = corners.at(index - 1) ?? corner;
    const after = corners[(index + 1) % count] ?? corner;
    const [ax, ay] = outwardNormal(before, corner, turn);
    const [bx, by] = outwardNormal(corner, after, turn);
    // The mitre: where both edges, each moved by `distance`, meet again.
    const cos = 1 + ax * bx + ay * by;
    let [mx, my] = cos > 1e-9 ? [(ax + bx) / cos, (ay + by) / cos] : [ax, ay];
    const length = Math.hypot(mx, my);
    if (length > MITRE_LIMIT) [mx, my] = [(mx * MITRE_LIMIT) / length, (my * MITRE_LIMIT) / length];
    return [corner[0] + distance * mx, corner[1] + distance * my];
  });
  const [first] = moved;
  return first ? [...moved, [first[0], first[1]]] : moved;
}

/**
 * Polygons (outline, then holes) with their ground grown by `distance` all round: outlines
 * moved outward and holes inward; a negative distance shrinks the ground.
 */
export function offsetOutlines(polygons: readonly (readonly Ring[])[], distance: number): Ring[][] {
  return polygons.map((rings) =>
    rings.map((ring, index) => offsetRing(ring, index === 0 ? distance : -distance)),
  );
}
