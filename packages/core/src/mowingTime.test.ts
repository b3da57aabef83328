import { describe, expect, it } from 'vitest';
import { mowingMinutes } from './mowingTime.ts';

describe('mowingMinutes', () => {
  it.each([
    [0, null, 0],
    [5000, null, 10],
    [5000, 5, 10],
    [5000, 9, 12],
    [10_001, null, 21],
  ])('mows %d sq ft at complexity %s in %d minutes', (area, score, minutes) => {
    expect(mowingMinutes(area, score)).toBe(minutes);
  });
});
