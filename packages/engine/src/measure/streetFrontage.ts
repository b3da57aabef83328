import type { ClassMap } from '../classify/classifyPixels.ts';
import type { Position } from '../geo/geojson.ts';
import { pointInRing } from '../geo/pointInRing.ts';
import { PAVEMENT } from '../landClasses.ts';

/** How far beyond a lot line, in metres, the street is looked for (within the imagery margin). */
const LOOK_OUT_M = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** Places along a lot line the street is looked for from. */
const ALONG = 20;
/** A lot line shorter than this is a corner's bevel, not a frontage. */
const SHORTEST_EDGE_M = 4;
/**
 * A street runs the whole length of its lot line; a neighbour's driveway or patio beside a
 * side line covers only part of it. Below this share of the line, no side faces a street.
 */
const STREET_SHARE = 0.6;

/** The classified pixels the street is read from. */
export type PavedMap = Pick<ClassMap, 'width' | 'height' | 'classes'>;

/**
 * The share of places along one lot line with paving straight out beyond it (null when the
 * line is too short or looks out of the image).
 */
function pavedBeyond(
  map: PavedMap,
  ring: readonly Position[],
  [a, b]: [Position, Position],
  metresPerPixel: number,
): number | null {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length * metresPerPixel < SHORTEST_EDGE_M) return null;
  const middle: Position = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const normal: Position = [(b[1] - a[1]) / length, (a[0] - b[0]) / length];
  // Whichever normal leaves the lot points at the neighbour or the street.
  const out = pointInRing([middle[0] + normal[0], middle[1] + normal[1]], ring) ? -1 : 1;
  let seen = 0;
  let paved = 0;
  for (let step = 0; step < ALONG; step++) {
    const t = (step + 0.5) / ALONG;
    const ray = LOOK_OUT_M.flatMap((metres) => {
      const reach = (out * metres) / metresPerPixel;
      const x = Math.floor(a[0] + (b[0] - a[0]) * t + normal[0] * reach);
      const y = Math.floor(a[1] + (b[1] - a[1]) * t + normal[1] * reach);
      return x < 0 || y < 0 || x >= map.width || y >= map.height ? [] : [y * map.width + x];
    });
    if (ray.length === 0) continue;
    seen += 1;
    if (ray.some((index) => map.classes[index] === PAVEMENT)) paved += 1;
  }
  return seen === 0 ? null : paved / seen;
}

/**
 * The lot line that faces the street, in pixels: the line with the most paving beyond it (the
 * roadway and the sidewalk; a neighbour's yard is mostly not paved). Null when no line has
 * enough paving beyond it to say.
 */
export function streetSide(
  map: PavedMap,
  ring: readonly Position[],
  metresPerPixel: number,
): [Position, Position] | null {
  let best: { share: number; side: [Position, Position] } | null = null;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i];
    const b = ring[i + 1];
    if (!a || !b) continue;
    const share = pavedBeyond(map, ring, [a, b], metresPerPixel);
    if (share === null || share < STREET_SHARE || (best && share <= best.share)) continue;
    best = { share, side: [a, b] };
  }
  return best?.side ?? null;
}

/** The middle of the lot line that faces the street (streetSide), in pixels. */
export function streetFrontage(
  map: PavedMap,
  ring: readonly Position[],
  metresPerPixel: number,
): Position | null {
  const side = streetSide(map, ring, metresPerPixel);
  if (!side) return null;
  const [a, b] = side;
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}
