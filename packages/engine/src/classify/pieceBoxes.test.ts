import { describe, expect, it } from 'vitest';
import { pieceBoxes } from './pieceBoxes.ts';

describe('piece boxes', () => {
  it('boxes every piece of a labelling, both corners included, and none for an id without pixels', () => {
    // 4 × 3: piece 1 is an L in the left columns, piece 2 one pixel; id 3 has no pixel.
    const labels = [1, 0, 0, 0, 1, 0, 2, 0, 1, 1, 0, 0];
    const [, one, two, three] = pieceBoxes(labels, 4, 4);
    expect(one).toEqual({ x0: 0, y0: 0, x1: 1, y1: 2 });
    expect(two).toEqual({ x0: 2, y0: 1, x1: 2, y1: 1 });
    expect(three?.x1).toBe(-1);
  });
});
