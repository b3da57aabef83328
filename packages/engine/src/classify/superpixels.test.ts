import { describe, expect, it } from 'vitest';
import { bilateralSmooth, regionGraph, slic, type ColourPlanes } from './superpixels.ts';

/** 60×40: a dark left half and a bright, greener right half, with pixel noise. */
function twoHalves(): ColourPlanes {
  const width = 60;
  const height = 40;
  const noise = (i: number, k: number) => (((i * 2654435761 + k * 97) >>> 0) % 9) - 4;
  const plane = (k: number, left: number, right: number) =>
    Float32Array.from(
      { length: width * height },
      (_, i) => (i % width < 30 ? left : right) + noise(i, k),
    );
  return { width, height, planes: [plane(0, 60, 120), plane(1, 70, 180), plane(2, 50, 90)] };
}

describe('bilateralSmooth', () => {
  it('quiets noise within a surface and keeps the edge between surfaces', () => {
    const image = twoHalves();
    const smooth = bilateralSmooth(image, 12);
    const spread = (p: Float32Array, x0: number, x1: number) => {
      const values: number[] = [];
      for (let i = 0; i < p.length; i++) if (i % 60 >= x0 && i % 60 < x1) values.push(p[i] ?? 0);
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
    };
    const before = image.planes[1] ?? new Float32Array();
    const after = smooth.planes[1] ?? new Float32Array();
    expect(spread(after, 2, 28)).toBeLessThan(0.6 * spread(before, 2, 28));
    // Across the edge (x 29 → 30) the step is still nearly the full 110.
    const row = 20 * 60;
    expect((after[row + 30] ?? 0) - (after[row + 29] ?? 0)).toBeGreaterThan(100);
  });
});

describe('slic', () => {
  const image = twoHalves();
  const seg = slic(image, { step: 5, compactness: 10 });

  it('cuts regions of about step² pixels that never straddle a colour edge', () => {
    expect(seg.count).toBeGreaterThan(60);
    expect(seg.count).toBeLessThan(160);
    const sides = new Map<number, Set<boolean>>();
    seg.labels.forEach((label, i) => {
      const set = sides.get(label) ?? new Set<boolean>();
      set.add(i % 60 < 30);
      sides.set(label, set);
    });
    expect([...sides.values()].every((s) => s.size === 1)).toBe(true);
  });

  it('numbers regions 0 … count − 1, each one connected piece', () => {
    expect(new Set(seg.labels).size).toBe(seg.count);
    expect(Math.max(...seg.labels)).toBe(seg.count - 1);
    const seen = new Uint8Array(seg.labels.length);
    let pieces = 0;
    for (let start = 0; start < seen.length; start++) {
      if (seen[start]) continue;
      pieces++;
      const stack = [start];
      seen[start] = 1;
      while (stack.length) {
        const i = stack.pop() ?? 0;
        const x = i % 60;
        for (const j of [x > 0 ? i - 1 : -1, x < 59 ? i + 1 : -1, i - 60, i + 60]) {
          if (j < 0 || j >= seen.length || seen[j] || seg.labels[j] !== seg.labels[i]) continue;
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    expect(pieces).toBe(seg.count);
  });

  it('lists each touching pair on both sides with their shared border', () => {
    const graph = regionGraph(seg);
    let borderEdges = 0;
    seg.labels.forEach((label, i) => {
      if (i % 60 < 59 && seg.labels[i + 1] !== label) borderEdges++;
      if (i + 60 < seg.labels.length && seg.labels[i + 60] !== label) borderEdges++;
    });
    expect(graph.border.reduce((s, v) => s + v, 0)).toBe(2 * borderEdges);
    for (let r = 0; r < seg.count; r++) {
      for (let e = graph.offsets[r] ?? 0; e < (graph.offsets[r + 1] ?? 0); e++) {
        const s = graph.neighbours[e] ?? 0;
        const back = graph.neighbours.slice(graph.offsets[s], graph.offsets[s + 1]).indexOf(r);
        expect(back).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
