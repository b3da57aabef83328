import type { Pt } from './scene.ts';

type Rect = readonly [number, number, number, number];

/**
 * Outline of a union of axis-aligned rectangles that form one connected piece without
 * holes (a house and its wings), counter-clockwise in y-down coordinates. Coordinate
 * compression makes a small grid; boundary edges of covered cells are chained into a ring.
 */
export function rectUnionOutline(rects: readonly Rect[]): Pt[] {
  const xs = [...new Set(rects.flatMap((r) => [r[0], r[2]]))].sort((a, b) => a - b);
  const ys = [...new Set(rects.flatMap((r) => [r[1], r[3]]))].sort((a, b) => a - b);
  const cols = xs.length - 1;
  const rows = ys.length - 1;
  const covered = (c: number, r: number): boolean => {
    if (c < 0 || r < 0 || c >= cols || r >= rows) return false;
    const cx = ((xs[c] ?? 0) + (xs[c + 1] ?? 0)) / 2;
    const cy = ((ys[r] ?? 0) + (ys[r + 1] ?? 0)) / 2;
    return rects.some(([x0, y0, x1, y1]) => cx > x0 && cx < x1 && cy > y0 && cy < y1);
  };
  // Directed boundary edges keyed by their start vertex "col,row" in grid coordinates.
  const next = new Map<string, [number, number]>();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!covered(c, r)) continue;
      if (!covered(c, r - 1)) next.set(`${c + 1},${r}`, [c, r]);
      if (!covered(c - 1, r)) next.set(`${c},${r}`, [c, r + 1]);
      if (!covered(c, r + 1)) next.set(`${c},${r + 1}`, [c + 1, r + 1]);
      if (!covered(c + 1, r)) next.set(`${c + 1},${r + 1}`, [c + 1, r]);
    }
  }
  const startKey = next.keys().next().value;
  if (startKey === undefined) return [];
  const ring: [number, number][] = [];
  let key: string = startKey;
  for (let guard = 0; guard <= next.size; guard++) {
    const [c, r] = key.split(',').map(Number) as [number, number];
    ring.push([c, r]);
    const to = next.get(key);
    if (!to) break;
    key = `${to[0]},${to[1]}`;
    if (key === startKey) break;
  }
  const corners = ring.filter((p, k) => {
    const prev = ring[(k + ring.length - 1) % ring.length] ?? p;
    const after = ring[(k + 1) % ring.length] ?? p;
    return !((prev[0] === p[0] && p[0] === after[0]) || (prev[1] === p[1] && p[1] === after[1]));
  });
  const points = corners.map(([c, r]): Pt => [xs[c] ?? 0, ys[r] ?? 0]);
  const first = points[0];
  return first ? [...points, [first[0], first[1]]] : points;
}
