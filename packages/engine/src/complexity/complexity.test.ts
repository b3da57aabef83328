import { describe, expect, it } from 'vitest';
import type { FoundObstacle } from '../obstacles/findObstacles.ts';
import { scoreComplexity } from './complexity.ts';
import { lawnShape } from './lawnShape.ts';

const width = 200;
const height = 120;

function rectangle(): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = 10; y < 110; y++) for (let x = 10; x < 190; x++) mask[y * width + x] = 1;
  return mask;
}

const obstacle = (
  type: FoundObstacle['type'],
  kind: FoundObstacle['kind'],
  areaM2: number,
): FoundObstacle => ({
  type,
  kind,
  areaM2,
  confidence: 0.9,
  description: '',
  estimatedSize: 'medium',
  centroid: [0, 0],
  bbox: [0, 0, 1, 1],
});

describe('complexity', () => {
  it('scores an open rectangle of grass as simple', () => {
    const mask = rectangle();
    const shape = lawnShape(mask, width, height, 0.3);
    expect(shape.patches).toBe(1);
    expect(shape.narrowShare).toBe(0);
    expect(shape.edgeIndex).toBeLessThan(1.3);
    const result = scoreComplexity([], shape, 180 * 100 * 0.09);
    expect(result.score).toBeLessThanOrEqual(2);
    expect(result.explanation).toMatch(
      /^Complexity \d\/10: no obstacles in or touching the lawn; one lawn area/,
    );
  });

  it('scores a cut-up, tree-shaded lawn with strips as complex and names the factors', () => {
    const mask = rectangle();
    for (let x = 10; x < 190; x++)
      for (const y of [40, 41, 42, 80, 81, 82]) mask[y * width + x] = 0;
    for (let y = 10; y < 110; y++) for (let x = 100; x < 104; x++) mask[y * width + x] = 0;
    for (let y = 10; y < 110; y++)
      for (let x = 150; x < 184; x++) if (x % 8 < 5) mask[y * width + x] = 0;
    const shape = lawnShape(mask, width, height, 0.3);
    const obstacles = [
      obstacle('tree', 'tree', 200),
      obstacle('tree', 'tree', 90),
      obstacle('pool', 'pool', 40),
      obstacle('shed', 'shed', 10),
      obstacle('driveway', 'driveway', 60),
    ];
    const result = scoreComplexity(obstacles, shape, 1200);
    expect(shape.patches).toBeGreaterThan(4);
    expect(shape.narrowShare).toBeGreaterThan(0.05);
    expect(result.score).toBeGreaterThanOrEqual(7);
    expect(result.explanation).toContain(
      '5 obstacles in or touching the lawn (2 tree areas, 1 pool, 1 shed, 1 driveway)',
    );
    expect(result.explanation).toMatch(/trees covering 19% of the lawn/);
    expect(result.primaryObstacleTypes).toEqual(['tree', 'driveway', 'pool']);
  });

  it('says so when there is no lawn', () => {
    const result = scoreComplexity(
      [],
      lawnShape(new Uint8Array(width * height), width, height, 0.3),
      0,
    );
    expect(result.score).toBe(1);
    expect(result.explanation).toMatch(/no mowable lawn/);
  });
});
