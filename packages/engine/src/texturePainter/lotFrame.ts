import type { Point, Polygon } from './geometry.ts';

/**
 * A lot's own axes: u along its street front, v from the front line into the lot. Rows of lots
 * facing the other way use the same code with mirrored axes.
 */
export interface LotFrame {
  origin: Point;
  u: Point;
  v: Point;
  width: number;
  depth: number;
}

export function at(frame: LotFrame, u: number, v: number): Point {
  return [
    frame.origin[0] + frame.u[0] * u + frame.v[0] * v,
    frame.origin[1] + frame.u[1] * u + frame.v[1] * v,
  ];
}

/** The rectangle u0..u1 × v0..v1 of the lot. */
export function lotRect(frame: LotFrame, u0: number, v0: number, u1: number, v1: number): Polygon {
  return [at(frame, u0, v0), at(frame, u1, v0), at(frame, u1, v1), at(frame, u0, v1)];
}

/** Direction of the lot's v axis, as an angle in the scene frame. */
export function frameAngle(frame: LotFrame): number {
  return Math.atan2(frame.u[1], frame.u[0]);
}
