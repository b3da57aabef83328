import type { ObstacleType } from '@yardstick/core/enums';
import { squareFeet } from '../measure/units.ts';
import type { ObstacleKind } from './sizeClasses.ts';

export const OBSTACLE_TYPE_OF: Record<ObstacleKind, ObstacleType> = {
  tree: 'tree',
  pool: 'pool',
  pond: 'other',
  driveway: 'driveway',
  patio: 'other',
  shed: 'shed',
  bed: 'other',
  object: 'other',
};

/** One homeowner-readable sentence with the measured area. */
export function describeObstacle(kind: ObstacleKind, areaM2: number, cluster: boolean): string {
  const area = `about ${Math.round(squareFeet(areaM2) / 10) * 10 || Math.round(squareFeet(areaM2))} sq ft`;
  switch (kind) {
    case 'tree':
      return cluster
        ? `Group of trees with ${area} of canopy over or beside the lawn`
        : `Tree with ${area} of canopy over or beside the lawn`;
    case 'pool':
      return `Swimming pool of ${area}`;
    case 'pond':
      return `Pond or water feature of ${area}`;
    case 'driveway':
      return `Driveway of ${area} along the lawn`;
    case 'patio':
      return `Patio or walkway of ${area}`;
    case 'shed':
      return `Shed or outbuilding of ${area}`;
    case 'bed':
      return `Garden bed of ${area}`;
    case 'object':
      return `Object of ${area} on or beside the lawn (play equipment, vehicle or similar)`;
  }
}
