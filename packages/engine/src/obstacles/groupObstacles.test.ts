import { describe, expect, it } from 'vitest';
import { SQ_FT_PER_M2 } from '../measure/units.ts';
import type { FoundObstacle } from './findObstacles.ts';
import { groupObstacles } from './groupObstacles.ts';

const tree = (sqFt: number, x: number, size: FoundObstacle['estimatedSize']): FoundObstacle => ({
  type: 'tree',
  kind: 'tree',
  areaM2: sqFt / SQ_FT_PER_M2,
  confidence: 0.8,
  description: `Tree with about ${sqFt} sq ft of canopy over or beside the lawn`,
  estimatedSize: size,
  centroid: [x, 10],
  bbox: [x - 1, 9, x + 1, 11],
});

describe('groupObstacles', () => {
  it('lists small obstacles of one kind as one line with their total area', () => {
    const small = [150, 200, 210, 220, 230, 230].map((sqFt, i) => tree(sqFt, i * 10, 'small'));
    const large = tree(1000, 100, 'large');
    const grouped = groupObstacles([...small, large]);
    expect(grouped).toHaveLength(2);
    expect(grouped[0]).toMatchObject({
      type: 'tree',
      estimatedSize: 'small',
      confidence: 0.8,
      description: '6 small trees, 1,240 sq ft of canopy',
      bbox: [-1, 9, 51, 11],
    });
    expect(grouped[1]).toBe(large);
  });

  it('keeps a lone small obstacle as it is', () => {
    const lone = tree(120, 0, 'small');
    expect(groupObstacles([lone])).toEqual([lone]);
  });
});
