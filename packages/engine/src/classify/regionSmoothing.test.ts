import { describe, expect, it } from 'vitest';
import { smoothOverGraph } from './regionSmoothing.ts';
import type { RegionGraph } from './superpixels.ts';

/** A row of five regions, each touching the next along 4 pixel edges. */
function chain(): RegionGraph {
  const lists = [[1], [0, 2], [1, 3], [2, 4], [3]];
  const offsets = Int32Array.from([0, 1, 3, 5, 7, 8]);
  const neighbours = Int32Array.from(lists.flat());
  return { offsets, neighbours, border: new Float32Array(neighbours.length).fill(4) };
}

describe('smoothOverGraph', () => {
  it('turns a lone odd region into its like-coloured surroundings’ class', () => {
    // Two classes; region 2 alone leans to class 1, all share one colour.
    const p = Float32Array.from([0.9, 0.1, 0.9, 0.1, 0.4, 0.6, 0.9, 0.1, 0.9, 0.1]);
    const colour = new Float32Array(15).fill(100);
    const out = smoothOverGraph(chain(), p, 2, colour);
    expect(out[4] ?? 0).toBeGreaterThan(out[5] ?? 0);
    expect((out[4] ?? 0) + (out[5] ?? 0)).toBeCloseTo(1, 5);
  });

  it('holds a class across a sharp change of colour', () => {
    // Regions 3 and 4 are class 1 and far brighter than 0–2.
    const p = Float32Array.from([0.9, 0.1, 0.9, 0.1, 0.9, 0.1, 0.2, 0.8, 0.2, 0.8]);
    const colour = Float32Array.from([
      50, 80, 40, 50, 80, 40, 50, 80, 40, 200, 200, 200, 200, 200, 200,
    ]);
    const out = smoothOverGraph(chain(), p, 2, colour);
    expect(out[7] ?? 0).toBeGreaterThan(0.75);
    expect(out[4] ?? 0).toBeGreaterThan(0.85);
  });
});
