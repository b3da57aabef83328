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
  fence: 'other',
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
  fence: ['fences or walls', 'in all'],
  object: ['small objects (play equipment, vehicles or similar)', 'in all'],
};

/** Feet to the nearest five, at least five, with thousands separators. */
function roundedFeet(lengthM: number): string {
  return (Math.round((lengthM * FEET_PER_METRE) / 5) * 5 || 5).toLocaleString('en-US');
}

/**
 * One line for several small obstacles of a kind: "6 small trees, 1,240 sq ft of canopy";
 * fences by their length, "2 fences or walls, 140 ft in all".
 */
export function describeObstacleGroup(
  kind: ObstacleKind,
  count: number,
  areaM2: number,
  lengthM?: number,
): string {
  const [noun, tail] = GROUP_NOUNS[kind];
  const amount =
    kind === 'fence' && lengthM !== undefined
      ? `${roundedFeet(lengthM)} ft`
      : `${roundedSqFt(areaM2)} sq ft`;
  return `${count} ${noun}, ${amount} ${tail}`;
}

/** One homeowner-readable sentence with the measured area; a fence by its length. */
export function describeObstacle(
  kind: ObstacleKind,
  areaM2: number,
  cluster: boolean,
  lengthM?: number,
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
    case 'fence':
      return lengthM === undefined
        ? `Fence or wall of ${area} beside the lawn`
        : `Fence or wall about ${roundedFeet(lengthM)} ft long beside the lawn`;
    case 'object':
      return `Object of ${area} on or beside the lawn (play equipment, vehicle or similar)`;
  }
}
