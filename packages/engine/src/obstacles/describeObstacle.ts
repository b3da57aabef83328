import type { ObstacleType } from '@yardstick/core/enums';
import { FEET_PER_METRE, squareFeet } from '../measure/units.ts';
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

/** Square feet to the nearest ten (to the foot under 10), with thousands separators. */
function roundedSqFt(areaM2: number): string {
  const sqFt = squareFeet(areaM2);
  return (Math.round(sqFt / 10) * 10 || Math.round(sqFt)).toLocaleString('en-US');
}

const GROUP_NOUNS: Record<ObstacleKind, [string, string]> = {
  tree: ['small trees', 'of canopy'],
  pool: ['small pools', 'in all'],
  pond: ['small ponds or water features', 'in all'],
  driveway: ['small paved areas', 'in all'],
  patio: ['small patios or walkways', 'in all'],
  shed: ['small sheds', 'in all'],
  bed: ['small garden beds', 'in all'],
  object: ['small objects (play equipment, vehicles or similar)', 'in all'],
};

/** One line for several small obstacles of a kind: "6 small trees, 1,240 sq ft of canopy". */
export function describeObstacleGroup(kind: ObstacleKind, count: number, areaM2: number): string {
  const [noun, tail] = GROUP_NOUNS[kind];
  return `${count} ${noun}, ${roundedSqFt(areaM2)} sq ft ${tail}`;
}

/**
 * One homeowner-readable sentence with the measured area; an object that is a line (a fence or
 * a wall) by its length instead.
 */
export function describeObstacle(
  kind: ObstacleKind,
  areaM2: number,
  cluster: boolean,
  lineLengthM?: number,
): string {
  const area = `about ${roundedSqFt(areaM2)} sq ft`;
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
      return lineLengthM === undefined
        ? `Object of ${area} on or beside the lawn (play equipment, vehicle or similar)`
        : `Fence or wall about ${(Math.round((lineLengthM * FEET_PER_METRE) / 5) * 5 || 5).toLocaleString('en-US')} ft long beside the lawn`;
  }
}
