import type { ObstacleType } from '@yardstick/core/enums';
import type { Obstacle } from '@yardstick/core/schemas/analysis';

/** Plain names a homeowner uses, one and many. */
export const OBSTACLE_NAMES: Record<ObstacleType, { one: string; many: string }> = {
  tree: { one: 'Tree', many: 'trees' },
  pool: { one: 'Pool', many: 'pools' },
  driveway: { one: 'Driveway or paving', many: 'paved areas' },
  shed: { one: 'Shed', many: 'sheds' },
  other: { one: 'Other obstacle', many: 'other obstacles' },
};

const SINGULAR: Record<ObstacleType, string> = {
  tree: 'tree',
  pool: 'pool',
  driveway: 'paved area',
  shed: 'shed',
  other: 'other obstacle',
};

/** '4 trees, 1 pool and 1 paved area': obstacles counted by kind, most common first. */
export function obstacleSummary(obstacles: readonly Pick<Obstacle, 'type'>[]): string {
  const counts = new Map<ObstacleType, number>();
  for (const { type } of obstacles) counts.set(type, (counts.get(type) ?? 0) + 1);
  const parts = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([type, count]) => `${count} ${count === 1 ? SINGULAR[type] : OBSTACLE_NAMES[type].many}`);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
