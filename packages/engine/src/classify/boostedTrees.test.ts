import { describe, expect, it } from 'vitest';
import {
  classScores,
  compileTrees,
  predictProbabilities,
  softmaxRows,
  type BoostedTrees,
} from './boostedTrees.ts';

/** Two rounds of three classes on one feature: each tree splits at 0.5. */
const model: BoostedTrees = {
  features: ['x'],
  classes: [0, 1, 2],
  base: [0.1, -0.2, 0.3],
  trees: Array.from({ length: 6 }, (_, t) => ({
    feature: [0, -1, -1],
    threshold: [0.5, 0, 0],
    left: [1, 0, 0],
    right: [2, 0, 0],
    value: [0, t / 10, -t / 5],
  })),
  inputsHash: 'test',
};
const compiled = compileTrees(model);
const columns = [Float32Array.from([0.2, 0.9])];

describe('boosted trees', () => {
  it('sums each class’s trees onto its starting score', () => {
    const scores = classScores(compiled, columns, 2);
    // Sample 0 goes left (values t / 10): class 0 gets trees 0 and 3, class 2 trees 2 and 5.
    expect(scores[0]).toBeCloseTo(0.1 + 0 + 0.3);
    expect(scores[2]).toBeCloseTo(0.3 + 0.2 + 0.5);
    // Sample 1 goes right (values −t / 5).
    expect(scores[3 + 1]).toBeCloseTo(-0.2 - 0.2 - 0.8);
  });

  it('walks only the trees of the outputs asked for, leaving the others at their start', () => {
    const all = classScores(compiled, columns, 2);
    const some = classScores(compiled, columns, 2, [0, 2]);
    for (const s of [0, 1]) {
      expect(some[s * 3]).toBe(all[s * 3]);
      expect(some[s * 3 + 2]).toBe(all[s * 3 + 2]);
      expect(some[s * 3 + 1]).toBe(model.base[1]);
    }
  });

  it('gives probabilities as the softmax of the scores', () => {
    const p = predictProbabilities(compiled, columns, 2);
    expect(Array.from(p)).toEqual(Array.from(softmaxRows(classScores(compiled, columns, 2), 3)));
    expect((p[0] ?? 0) + (p[1] ?? 0) + (p[2] ?? 0)).toBeCloseTo(1);
  });
});
