import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classScores,
  compileTrees,
  predictProbabilities,
  softmaxRows,
  type BoostedTrees,
  type RegressionTree,
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

  it('scores trees of any shape as a walk of each tree node by node does', () => {
    /** A tree of random shape and splits over `features` features, up to `depth` levels. */
    const tree = (features: number, depth: number): fc.Arbitrary<RegressionTree> =>
      fc
        .array(
          fc.tuple(fc.nat(features - 1), fc.float({ min: -1, max: 1, noNaN: true }), fc.boolean()),
          {
            minLength: 2 ** depth,
            maxLength: 2 ** depth,
          },
        )
        .map((draws) => {
          const t: RegressionTree = { feature: [], threshold: [], left: [], right: [], value: [] };
          const grow = (level: number): number => {
            const k = t.feature.length;
            const [f, threshold, split] = draws[k % draws.length] ?? [0, 0, false];
            t.feature.push(-1);
            t.threshold.push(0);
            t.left.push(0);
            t.right.push(0);
            t.value.push(threshold);
            if (level < depth && (split || level === 0)) {
              t.feature[k] = f;
              t.threshold[k] = threshold;
              t.left[k] = grow(level + 1);
              t.right[k] = grow(level + 1);
            }
            return k;
          };
          grow(0);
          return t;
        });
    const walk = (t: RegressionTree, row: readonly number[]) => {
      let k = 0;
      while ((t.feature[k] ?? -1) >= 0)
        k =
          (row[t.feature[k] ?? 0] ?? 0) <= (t.threshold[k] ?? 0)
            ? (t.left[k] ?? 0)
            : (t.right[k] ?? 0);
      return t.value[k] ?? 0;
    };
    fc.assert(
      fc.property(
        fc.array(tree(3, 4), { minLength: 2, maxLength: 8 }),
        fc.array(
          fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }),
          {
            minLength: 1,
            maxLength: 21,
          },
        ),
        (trees, rows) => {
          const classes = [0, 1];
          const k = classes.length;
          const drawn = {
            features: ['a', 'b', 'c'],
            classes,
            base: [0.5, -0.5],
            trees,
            inputsHash: '',
          };
          const samples = rows.map((row) => row.map((v) => Math.fround(v)));
          const columns = [0, 1, 2].map((f) => Float32Array.from(samples, (row) => row[f] ?? 0));
          const scores = classScores(compileTrees(drawn), columns, samples.length);
          samples.forEach((row, s) => {
            const expected = [0.5, -0.5];
            trees.forEach((t, i) => (expected[i % k] = (expected[i % k] ?? 0) + walk(t, row)));
            expect(scores[s * k]).toBe(expected[0]);
            expect(scores[s * k + 1]).toBe(expected[1]);
          });
        },
      ),
    );
  });
});
