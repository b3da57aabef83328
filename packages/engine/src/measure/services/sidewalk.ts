import type { Position } from '../../geo/geojson.ts';
import { pointInRing } from '../../geo/pointInRing.ts';
import { PAVEMENT } from '../../landClasses.ts';
import { streetSide } from '../streetFrontage.ts';

/** The widest a public sidewalk is taken to be (metres): paving running on is the street. */
const WIDEST_SIDEWALK_M = 1.8;
/** Steps along the lot line and outwards from it, in pixels. */
const STEP_PIXELS = 0.5;

/**
 * The public sidewalk along the lot, in m²: beyond the lot line that faces the street, the
 * paving that starts at the line and runs straight out, up to 1.8 m (a sidewalk meeting the
 * curb is cut there, the street beyond is not counted). Not part of the lot's paving: an
 * owner who clears the sidewalk along a lot adds it. Zero when no lot line faces a street.
 */
export function sidewalkAlongLotM2(input: {
  classes: Uint8Array;
  parcelMask: Uint8Array;
  width: number;
  height: number;
  metresPerPixel: number;
  ring: readonly Position[];
}): number {
  const { classes, parcelMask, width, height, metresPerPixel, ring } = input;
  const side = streetSide({ width, height, classes }, ring, metresPerPixel);
  if (!side) return 0;
  const [a, b] = side;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const middle: Position = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let normal: Position = [(b[1] - a[1]) / length, (a[0] - b[0]) / length];
  if (pointInRing([middle[0] + normal[0], middle[1] + normal[1]], ring))
    normal = [-normal[0], -normal[1]];
  const reach = WIDEST_SIDEWALK_M / metresPerPixel;
  const steps = Math.max(1, Math.round(length / STEP_PIXELS));
  let area = 0;
  for (let s = 0; s < steps; s++) {
    const t = (s + 0.5) / steps;
    const x0 = a[0] + (b[0] - a[0]) * t;
    const y0 = a[1] + (b[1] - a[1]) * t;
    let run = 0;
    for (let d = STEP_PIXELS / 2; d < reach; d += STEP_PIXELS) {
      const x = Math.floor(x0 + normal[0] * d);
      const y = Math.floor(y0 + normal[1] * d);
      if (x < 0 || y < 0 || x >= width || y >= height) break;
      const i = y * width + x;
      // The pixels the lot line cuts may still be the lot's.
      if (parcelMask[i] && d < 1) continue;
      if (classes[i] !== PAVEMENT || parcelMask[i]) break;
      run = d + STEP_PIXELS / 2;
    }
    area += run * (length / steps);
  }
  return area * metresPerPixel ** 2;
}
