import { describe, expect, it } from 'vitest';
import { compileTrees, predictProbabilities } from '../classify/boostedTrees.ts';
import { trainBoostedTrees } from './trainBoostedTrees.ts';

/** Three classes no single split separates: inside a disc, left of it, right of it. */
function discs(n: number) {
  const x = new Float32Array(n);
  const y = new Float32Array(n);
  const labels = new Uint8Array(n);
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32) * 2 - 1;
  for (let s = 0; s < n; s++) {
    x[s] = random();
    y[s] = random();
    const inside = (x[s] ?? 0) ** 2 + (y[s] ?? 0) ** 2 < 0.35;
    labels[s] = inside ? 0 : (x[s] ?? 0) < 0 ? 1 : 2;
  }
  return { columns: [x, y], labels };
}

const options = {
  classes: [0, 1, 3],
  rounds: 40,
  maxDepth: 3,
  learningRate: 0.3,
  bins: 32,
  minHessian: 1,
  lambda: 1,
};

describe('trainBoostedTrees', () => {
  const train = discs(3000);
  const model = trainBoostedTrees(['x', 'y'], train, options);
  const accuracy = (data: ReturnType<typeof discs>) => {
    const n = data.labels.length;
    const p = predictProbabilities(compileTrees({ ...model, inputsHash: '' }), data.columns, n);
    let right = 0;
    for (let s = 0; s < n; s++) {
      const row = [0, 1, 2].map((c) => p[s * 3 + c] ?? 0);
      if (row.indexOf(Math.max(...row)) === data.labels[s]) right++;
    }
    return { accuracy: right / n, p };
  };

  it('learns a disc and two half-planes, and holds on fresh samples', () => {
    expect(model.trees).toHaveLength(40 * 3);
    expect(model.classes).toEqual([0, 1, 3]);
    expect(accuracy(discs(3000)).accuracy).toBeGreaterThan(0.9);
    const fresh = discs(1001);
    expect(accuracy(fresh).accuracy).toBeGreaterThan(0.9);
  });

  it('gives probabilities that sum to 1', () => {
    const { p } = accuracy(discs(50));
    for (let s = 0; s < 50; s++)
      expect((p[s * 3] ?? 0) + (p[s * 3 + 1] ?? 0) + (p[s * 3 + 2] ?? 0)).toBeCloseTo(1, 5);
  });

  it('is deterministic', () => {
    expect(trainBoostedTrees(['x', 'y'], discs(3000), options)).toEqual(model);
  });

  it('keeps trees within the depth limit', () => {
    const depth = (t: (typeof model.trees)[number], node: number): number =>
      (t.feature[node] ?? -1) < 0
        ? 0
        : 1 + Math.max(depth(t, t.left[node] ?? 0), depth(t, t.right[node] ?? 0));
    expect(Math.max(...model.trees.map((t) => depth(t, 0)))).toBeLessThanOrEqual(3);
  });
});
