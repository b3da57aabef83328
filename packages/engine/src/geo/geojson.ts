import type { z } from 'zod';
import type { multiPolygonSchema, polygonSchema } from '@yardstick/core/schemas/fields';

/** [longitude, latitude], or [x, y] in pixels where a function says so. */
export type Position = [number, number];
export type Ring = Position[];
export type PolygonGeometry = z.infer<typeof polygonSchema>;
export type MultiPolygonGeometry = z.infer<typeof multiPolygonSchema>;

export function closeRing(points: readonly Position[]): Ring {
  const ring = points.map(([x, y]): Position => [x, y]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1]))
    ring.push([first[0], first[1]]);
  return ring;
}

/** Shoelace area of a ring in its own units (absolute value). */
export function ringArea(ring: readonly Position[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j];
    const b = ring[i];
    if (a && b) twice += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(twice) / 2;
}
