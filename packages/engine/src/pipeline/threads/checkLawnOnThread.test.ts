import { lawnAreaSqFt, lawnGeometryProblem } from '@yardstick/core/lawnGeometry';
import {
  LAWN_GEOMETRY_MESSAGES as M,
  lawnGeometrySchema,
  type LawnPosition,
} from '@yardstick/core/schemas/lawnGeometry';
import { at, lot, rect } from '@yardstick/core/testing/metreLot';
import { describe, expect, it } from 'vitest';
import { checkLawnOnThread } from './checkLawnOnThread.ts';

const lawnOf = (rings: LawnPosition[][]) =>
  lawnGeometrySchema.parse({ type: 'Polygon', coordinates: rings });

describe('checkLawnOnThread', () => {
  it('comes to the same verdict and area as the check on the main thread', async () => {
    const lawn = lawnOf([rect(1, 1, 30, 25), rect(5, 5, 10, 10)]);
    expect(await checkLawnOnThread(lawn, lot)).toEqual({
      problem: lawnGeometryProblem(lawn, lot),
      areaSqFt: lawnAreaSqFt(lawn),
    });
    const nested = lawnOf([rect(1, 1, 30, 25), rect(5, 5, 20, 20), rect(8, 8, 12, 12)]);
    expect(await checkLawnOnThread(nested, lot)).toEqual({ problem: M.nestedHoles, areaSqFt: 0 });
    expect(await checkLawnOnThread(lawn, null)).toEqual({ problem: M.noLot, areaSqFt: 0 });
  });

  it('leaves the event loop turning while it checks the costliest outline allowed', async () => {
    // 5,000 long, nearly parallel edges: every pair of edge boxes overlaps (hundreds of ms).
    const zigzag: LawnPosition[] = [];
    for (let i = 0; i < 2_499; i++) zigzag.push(at(1, 1 + i * 0.004), at(30, 20 + i * 0.004));
    zigzag.push(at(0.5, 25), at(0.5, 1), zigzag[0] as LawnPosition);
    const lawn = lawnOf([zigzag]);
    await checkLawnOnThread(lawnOf([rect(1, 1, 5, 5)]), lot);

    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const checking = checkLawnOnThread(lawn, lot);
    // Checked on this thread, the check would end before a single tick.
    const verdict = await checking;
    clearInterval(timer);
    expect(verdict.problem).toBeNull();
    expect(ticks).toBeGreaterThan(3);
  });
});
