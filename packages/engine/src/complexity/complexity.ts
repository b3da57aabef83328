import type { ObstacleType } from '@yardstick/core/enums';
import type { FoundObstacle } from '../obstacles/findObstacles.ts';
import type { LawnShape } from './lawnShape.ts';

export interface ComplexityFactors extends LawnShape {
  obstacleCount: number;
  /** Canopy touching the lawn over lawn plus that canopy. */
  treeCoverShare: number;
}

export interface Complexity {
  score: number;
  explanation: string;
  primaryObstacleTypes: ObstacleType[];
  factors: ComplexityFactors;
}

/**
 * Each factor's points start where a plain suburban lot stops: a lawn wrapped round a house
 * (edge index about 3), a few trees and beds, a little canopy and a strip or two. Such a lot
 * scores about 5, the neutral price; only lots hard on several counts reach 9–10.
 */
const CALIBRATION = {
  /** Obstacles to trim round: per obstacle, capped. */
  perObstacle: 0.35,
  maxObstacles: 2.5,
  /** Each lawn area beyond the first is another start and stop. */
  perExtraPatch: 0.6,
  maxPatches: 3,
  /** Edge index (perimeter over that of a circle of the same area) beyond a house-wrapped lawn. */
  plainEdgeIndex: 2.6,
  perEdgeIndex: 1,
  maxEdge: 2,
  /** Canopy over the lawn beyond a tree or two. */
  plainTreeCover: 0.1,
  perTreeCover: 5,
  maxTreeCover: 2,
  /** Lawn in strips too narrow for a ride-on mower, beyond the odd side yard. */
  plainNarrowShare: 0.08,
  perNarrowShare: 6,
  maxNarrow: 1.5,
} as const;

function complexityPoints(f: ComplexityFactors): number {
  const c = CALIBRATION;
  const beyond = (value: number, plain: number, rate: number, cap: number) =>
    Math.min(cap, rate * Math.max(0, value - plain));
  return (
    beyond(f.obstacleCount, 0, c.perObstacle, c.maxObstacles) +
    beyond(f.patches, 1, c.perExtraPatch, c.maxPatches) +
    beyond(f.edgeIndex, c.plainEdgeIndex, c.perEdgeIndex, c.maxEdge) +
    beyond(f.treeCoverShare, c.plainTreeCover, c.perTreeCover, c.maxTreeCover) +
    beyond(f.narrowShare, c.plainNarrowShare, c.perNarrowShare, c.maxNarrow)
  );
}

/**
 * 1 (an open rectangle of grass) to 10. Each factor adds up to a cap, so no single one
 * decides: obstacles to trim round, fragmentation (patches, edge), canopy over the lawn,
 * and strips too narrow for a mower.
 */
export function scoreComplexity(
  obstacles: readonly FoundObstacle[],
  shape: LawnShape,
  lawnM2: number,
): Complexity {
  const canopyM2 = obstacles.filter((o) => o.type === 'tree').reduce((sum, o) => sum + o.areaM2, 0);
  const factors: ComplexityFactors = {
    ...shape,
    obstacleCount: obstacles.length,
    treeCoverShare: lawnM2 + canopyM2 > 0 ? canopyM2 / (lawnM2 + canopyM2) : 0,
  };
  const points = complexityPoints(factors);
  const score = lawnM2 > 0 ? Math.max(1, Math.min(10, Math.round(1 + points))) : 1;
  return {
    score,
    explanation: explain(score, factors, obstacles),
    primaryObstacleTypes: primaryTypes(obstacles),
    factors,
  };
}

function explain(score: number, f: ComplexityFactors, obstacles: readonly FoundObstacle[]): string {
  if (f.patches === 0) return `Complexity ${score}/10: no mowable lawn was found on this property.`;
  const counts = new Map<string, number>();
  for (const o of obstacles) counts.set(o.kind, (counts.get(o.kind) ?? 0) + 1);
  const listed = [...counts]
    .map(([kind, n]) => `${n} ${plural(KIND_LABEL[kind] ?? kind, n)}`)
    .join(', ');
  const parts = [
    f.obstacleCount === 0
      ? 'no obstacles in or touching the lawn'
      : `${f.obstacleCount} ${plural('obstacle', f.obstacleCount)} in or touching the lawn (${listed})`,
    `${f.patches === 1 ? 'one lawn area' : `the lawn split into ${f.patches} separate areas`} with an edge index of ${f.edgeIndex.toFixed(1)} (1.0 is a single round lawn)`,
    `trees covering ${percent(f.treeCoverShare)} of the lawn`,
    `${percent(f.narrowShare)} of the lawn in strips narrower than 1.5 m`,
  ];
  return `Complexity ${score}/10: ${parts.join('; ')}.`;
}

const KIND_LABEL: Record<string, string> = {
  tree: 'tree area',
  pool: 'pool',
  pond: 'pond',
  driveway: 'driveway',
  patio: 'patio or walkway',
  shed: 'shed',
  bed: 'garden bed',
  fence: 'fence or wall',
  object: 'other object',
};

function plural(word: string, n: number): string {
  if (n === 1) return word;
  if (word === 'patio or walkway') return 'patios or walkways';
  if (word === 'fence or wall') return 'fences or walls';
  return `${word}s`;
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** Obstacle types by the area they take, largest first, at most three. */
function primaryTypes(obstacles: readonly FoundObstacle[]): ObstacleType[] {
  const byType = new Map<ObstacleType, number>();
  for (const o of obstacles) byType.set(o.type, (byType.get(o.type) ?? 0) + o.areaM2);
  return [...byType]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([type]) => type);
}
