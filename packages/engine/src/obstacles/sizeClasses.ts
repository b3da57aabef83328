import type { ObstacleSize } from '@yardstick/core/enums';

/** The kinds of region the engine reports; `type` is what SPEC §3 calls the obstacle type. */
export type ObstacleKind =
  | 'tree'
  | 'pool'
  | 'pond'
  | 'driveway'
  | 'patio'
  | 'shed'
  | 'bed'
  | 'fence'
  | 'object';

/**
 * Size classes by ground area in m²: [largest small, largest medium]. A crown of 20 m² is
 * about 5 m across; 80 m² about 10 m. A 25 m² pool is a small plunge pool; 50 m² a family
 * pool. A driveway under 40 m² is a single-car pad; over 100 m² a double drive or more.
 * A shed under 8 m² is a garden box; over 16 m² a workshop. A fence is a line a pixel wide,
 * so its area is its length times the pixel: these suit 0.3 m pixels, 10 and 30 m of fence.
 */
export const SIZE_THRESHOLDS_M2: Record<ObstacleKind, readonly [number, number]> = {
  tree: [20, 80],
  pool: [25, 50],
  pond: [40, 150],
  driveway: [40, 100],
  patio: [15, 40],
  shed: [8, 16],
  bed: [5, 20],
  fence: [3, 9],
  object: [10, 40],
};

export function sizeClass(kind: ObstacleKind, areaM2: number): ObstacleSize {
  const [small, medium] = SIZE_THRESHOLDS_M2[kind];
  if (areaM2 < small) return 'small';
  if (areaM2 < medium) return 'medium';
  return 'large';
}
