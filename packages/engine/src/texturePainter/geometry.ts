/** Plane geometry for the scene plan: points in metres or pixels, polygons as point lists. */
export type Point = [number, number];
export type Polygon = Point[];

/** A rectangle centred on (cx, cy), `length` along the direction `angle`, `width` across it. */
export function orientedRect(
  cx: number,
  cy: number,
  length: number,
  width: number,
  angle: number,
): Polygon {
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const hl = length / 2;
  const hw = width / 2;
  return [
    [cx - ux * hl + uy * hw, cy - uy * hl - ux * hw],
    [cx + ux * hl + uy * hw, cy + uy * hl - ux * hw],
    [cx + ux * hl - uy * hw, cy + uy * hl + ux * hw],
    [cx - ux * hl - uy * hw, cy - uy * hl + ux * hw],
  ];
}

export function translate(polygon: readonly Point[], dx: number, dy: number): Polygon {
  return polygon.map(([x, y]): Point => [x + dx, y + dy]);
}

/** Andrew's monotone chain. */
export function convexHull(points: readonly Point[]): Polygon {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2] ?? p, out[out.length - 1] ?? p, p) <= 0)
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The area a convex shape sweeps when moved by (dx, dy): where its shadow falls. */
export function sweep(polygon: readonly Point[], dx: number, dy: number): Polygon {
  return convexHull([...polygon, ...translate(polygon, dx, dy)]);
}

/** A thin rectangle (four corners) made at least `least` across, about the same centre line. */
export function widen(rect: readonly Point[], least: number): Polygon {
  const [a, b, c, d] = rect;
  if (!a || !b || !c || !d) return [...rect];
  const side1 = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const side2 = Math.hypot(d[0] - a[0], d[1] - a[1]);
  // Across is the shorter side: a→d when side2 < side1, else a→b.
  const [p, q] = side2 < side1 ? [a, d] : [a, b];
  const across = Math.min(side1, side2);
  if (across >= least || across === 0) return [...rect];
  const grow = (least - across) / 2 / across;
  const ox = (q[0] - p[0]) * grow;
  const oy = (q[1] - p[1]) * grow;
  return side2 < side1
    ? [
        [a[0] - ox, a[1] - oy],
        [b[0] - ox, b[1] - oy],
        [c[0] + ox, c[1] + oy],
        [d[0] + ox, d[1] + oy],
      ]
    : [
        [a[0] - ox, a[1] - oy],
        [b[0] + ox, b[1] + oy],
        [c[0] + ox, c[1] + oy],
        [d[0] - ox, d[1] - oy],
      ];
}
