import { boxMean } from '../classify/boxFilter.ts';

/**
 * The painters' own figures for the measures beyond mowing, read from their truth without the
 * product's measures, so that the measures themselves can be scored on the true classes.
 */

/** A crown with less of its disc than this out from under the other crowns is hidden. */
const IN_VIEW_SHARE = 0.1;
/** The lawn's outline direction is read from its mean over a (2r+1)² window. */
const NORMAL_WINDOW = 1;

export interface PlantedCrown {
  centre: readonly [number, number];
  radius: number;
}

/**
 * Whether each planted crown can be seen from above: a crown planted wholly under larger ones
 * (all but a sliver of its disc inside other crowns) is no crown a canopy could show.
 */
export function crownsInView(crowns: readonly PlantedCrown[]): boolean[] {
  return crowns.map((crown, k) => {
    const [cx, cy] = crown.centre;
    // Only crowns that reach this one can hide any of it.
    const over = crowns.filter(
      (other, j) =>
        j !== k &&
        Math.hypot(cx - other.centre[0], cy - other.centre[1]) < crown.radius + other.radius,
    );
    const step = crown.radius / 8;
    let inside = 0;
    let open = 0;
    for (let dy = -crown.radius + step / 2; dy < crown.radius; dy += step) {
      for (let dx = -crown.radius + step / 2; dx < crown.radius; dx += step) {
        if (dx * dx + dy * dy > crown.radius * crown.radius) continue;
        inside++;
        const [x, y] = [cx + dx, cy + dy];
        if (!over.some((o) => Math.hypot(x - o.centre[0], y - o.centre[1]) < o.radius)) open++;
      }
    }
    return inside > 0 && open / inside >= IN_VIEW_SHARE;
  });
}

/**
 * Length in pixels of the boundary between the lawn and the surfaces beyond it: each pixel
 * side where a lawn pixel meets one of those surfaces counts 1 / (|nx| + |ny|), n the unit
 * normal of the lawn's outline there (the gradient of the lawn's local mean). A straight
 * boundary with normal n crosses |nx| vertical and |ny| horizontal pixel sides per unit of
 * length, so the sum is its length whatever its direction, not its staircase's.
 */
export function paintedEdgeLength(
  lawn: Uint8Array,
  beyond: Uint8Array,
  width: number,
  height: number,
): number {
  const mean = boxMean(Float32Array.from(lawn), width, height, NORMAL_WINDOW);
  const at = (x: number, y: number) =>
    mean[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] ?? 0;
  const gradient = (x: number, y: number): [number, number] => [
    at(x + 1, y) - at(x - 1, y),
    at(x, y + 1) - at(x, y - 1),
  ];
  const side = (a: number, b: number, ax: number, ay: number, bx: number, by: number) => {
    const meets = (lawn[a] && beyond[b]) || (lawn[b] && beyond[a]);
    if (!meets) return 0;
    const [gax, gay] = gradient(ax, ay);
    const [gbx, gby] = gradient(bx, by);
    const [nx, ny] = [gax + gbx, gay + gby];
    const norm = Math.hypot(nx, ny);
    // A lone pixel has no direction: count it as a side across the grid.
    return norm === 0 ? 1 : norm / (Math.abs(nx) + Math.abs(ny));
  };
  let length = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x + 1 < width) length += side(i, i + 1, x, y, x + 1, y);
      if (y + 1 < height) length += side(i, i + width, x, y, x, y + 1);
    }
  }
  return length;
}
