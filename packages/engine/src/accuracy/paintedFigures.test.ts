import { describe, expect, it } from 'vitest';
import { crownsInView, paintedEdgeLength } from './paintedFigures.ts';

/** Lawn on one side of a straight line through the middle of a square, paving on the other. */
function halfPlanes(size: number, angle: number) {
  const lawn = new Uint8Array(size * size);
  const paving = new Uint8Array(size * size);
  const [nx, ny] = [Math.cos(angle), Math.sin(angle)];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const side = (x + 0.5 - size / 2) * nx + (y + 0.5 - size / 2) * ny;
      if (side < 0) lawn[y * size + x] = 1;
      else paving[y * size + x] = 1;
    }
  }
  return { lawn, paving };
}

/** Length of a line through the middle of a size × size square, with normal at `angle`. */
function chord(size: number, angle: number) {
  const [c, s] = [Math.abs(Math.cos(angle)), Math.abs(Math.sin(angle))];
  return size / Math.max(c, s);
}

describe('paintedEdgeLength', () => {
  it.each([0, 15, 30, 45, 60, 80])(
    'reads a straight lawn edge at %i° as its length, not its staircase',
    (degrees) => {
      const angle = (degrees * Math.PI) / 180;
      const { lawn, paving } = halfPlanes(120, angle);
      const length = paintedEdgeLength(lawn, paving, 120, 120);
      expect(Math.abs(length / chord(120, angle) - 1)).toBeLessThan(0.02);
    },
  );

  it('counts only the sides where the lawn meets the surfaces given', () => {
    const { lawn, paving } = halfPlanes(60, 0);
    expect(paintedEdgeLength(lawn, new Uint8Array(lawn.length), 60, 60)).toBe(0);
    // Paving in the top half only: the edge is half as long.
    const top = paving.map((v, i) => (i < 30 * 60 ? v : 0));
    expect(paintedEdgeLength(lawn, top, 60, 60)).toBeCloseTo(30, 0);
  });
});

describe('crownsInView', () => {
  it('hides a crown planted wholly under a larger one', () => {
    expect(
      crownsInView([
        { centre: [0, 0], radius: 5 },
        { centre: [1, 1], radius: 2 },
      ]),
    ).toEqual([true, false]);
  });

  it('keeps crowns that overlap but each show much of their disc', () => {
    expect(
      crownsInView([
        { centre: [0, 0], radius: 5 },
        { centre: [6, 0], radius: 4 },
        { centre: [20, 0], radius: 1 },
      ]),
    ).toEqual([true, true, true]);
  });
});
