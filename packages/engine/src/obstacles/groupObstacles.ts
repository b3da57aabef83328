import type { FoundObstacle } from './findObstacles.ts';
import { describeObstacleGroup } from './describeObstacle.ts';

/**
 * What a homeowner reads: small obstacles of one kind become one line ("6 small trees,
 * 1,240 sq ft of canopy") instead of six; medium and large ones keep their own line.
 * Complexity still counts each obstacle a crew works around.
 */
export function groupObstacles(obstacles: readonly FoundObstacle[]): FoundObstacle[] {
  const smallByKind = new Map<FoundObstacle['kind'], FoundObstacle[]>();
  const listed: FoundObstacle[] = [];
  for (const o of obstacles) {
    if (o.estimatedSize !== 'small') {
      listed.push(o);
      continue;
    }
    smallByKind.set(o.kind, [...(smallByKind.get(o.kind) ?? []), o]);
  }
  for (const [kind, group] of smallByKind) {
    if (group.length === 1) {
      listed.push(...group);
      continue;
    }
    const areaM2 = group.reduce((sum, o) => sum + o.areaM2, 0);
    const lengthM =
      kind === 'fence' ? group.reduce((sum, o) => sum + (o.lengthM ?? 0), 0) : undefined;
    const weighted = (axis: 0 | 1) =>
      group.reduce((sum, o) => sum + o.centroid[axis] * o.areaM2, 0) / areaM2;
    listed.push({
      type: group[0]!.type,
      kind,
      confidence:
        Math.round((100 * group.reduce((sum, o) => sum + o.confidence, 0)) / group.length) / 100,
      description: describeObstacleGroup(kind, group.length, areaM2, lengthM),
      estimatedSize: 'small',
      areaM2,
      ...(lengthM === undefined ? {} : { lengthM }),
      centroid: [weighted(0), weighted(1)],
      bbox: [
        Math.min(...group.map((o) => o.bbox[0])),
        Math.min(...group.map((o) => o.bbox[1])),
        Math.max(...group.map((o) => o.bbox[2])),
        Math.max(...group.map((o) => o.bbox[3])),
      ],
    });
  }
  return listed.sort((a, b) => b.areaM2 - a.areaM2);
}
