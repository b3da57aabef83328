import { lawnGeometryProblem } from '@yardstick/core/lawnGeometry';
import { lawnGeometrySchema, type LawnPosition } from '@yardstick/core/schemas/lawnGeometry';
import { at, lot } from '@yardstick/core/testing/metreLot';
import { describe, expect, it } from 'vitest';

/**
 * A lawn drawn on the map is checked on the request path (accept-quote, measurement): the
 * largest one allowed must not hold the event loop. CPU time of the check, not wall time: on
 * a busy machine the wall clock measures the other processes.
 */
function checkedOnCpu(coordinates: LawnPosition[]): { problem: string | null; cpuMs: number } {
  const lawn = lawnGeometrySchema.parse({ type: 'Polygon', coordinates: [coordinates] });
  const start = process.cpuUsage();
  const problem = lawnGeometryProblem(lawn, lot);
  const used = process.cpuUsage(start);
  return { problem, cpuMs: (used.user + used.system) / 1000 };
}

describe('checking a lawn of the largest size allowed', () => {
  it('takes well under a second for 5,000 points', () => {
    const circle = Array.from({ length: 5_000 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 5_000;
      return at(20 + 10 * Math.cos(angle), 15 + 10 * Math.sin(angle));
    });
    circle.push(circle[0] as LawnPosition);
    const { problem, cpuMs } = checkedOnCpu(circle);
    expect(problem).toBeNull();
    expect(cpuMs).toBeLessThan(1_000);
  });

  // The worst case for the sweep: every pair of edge boxes overlaps.
  it('takes under 3 seconds for 5,000 long, nearly parallel edges', () => {
    // A zigzag of diagonals across the lot, each shifted a little: no two edges cross.
    const zigzag: LawnPosition[] = [];
    for (let i = 0; i < 2_499; i++) {
      zigzag.push(at(1, 1 + i * 0.004), at(30, 20 + i * 0.004 + 0.002));
    }
    zigzag.push(at(0.5, 25), at(0.5, 1), zigzag[0] as LawnPosition);
    const { problem, cpuMs } = checkedOnCpu(zigzag);
    expect(problem).toBeNull();
    expect(cpuMs).toBeLessThan(3_000);
  });
});
