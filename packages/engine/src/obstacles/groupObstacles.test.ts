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

  it('lists small fences as one line with their total length, apart from small objects', () => {
    const small = (kind: FoundObstacle['kind'], x: number, areaM2: number, lengthM?: number) => ({
      type: 'other' as const,
      kind,
      areaM2,
      ...(lengthM === undefined ? {} : { lengthM }),
      confidence: 0.6,
      description: kind,
      estimatedSize: 'small' as const,
      centroid: [x, 10] as [number, number],
      bbox: [x - 1, 9, x + 1, 11] as [number, number, number, number],
    });
    // Two fences of 9.2 and 12.2 m (30 and 40 ft), and a car.
    const car = small('object', 50, 8.6);
    const grouped = groupObstacles([
      small('fence', 0, 2.76, 9.2),
      small('fence', 20, 3.66, 12.2),
      car,
    ]);
    // Largest area first: the car, then the fences.
    expect(grouped.map((o) => o.description)).toEqual([
      'object',
      '2 fences or walls, 70 ft in all',
    ]);
    expect(grouped[1]?.lengthM).toBeCloseTo(21.4, 6);
  });

  it('keeps a lone small obstacle as it is', () => {
    const lone = tree(120, 0, 'small');
    expect(groupObstacles([lone])).toEqual([lone]);
  });
});
