/**
 * A multiclass gradient-boosted tree model (softmax over one score per class): each round
 * adds one small regression tree per class to that class's score. Trees are flat arrays:
 * node k splits on `feature[k]` at `threshold[k]` (left when value <= threshold) into
 * `left[k]` / `right[k]`; a leaf has feature −1 and adds `value[k]` to its class's score.
 */
export interface RegressionTree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface BoostedTrees {
  /** Names of the features, in the order `feature` indexes them. */
  features: string[];
  /** The land class (landClasses.ts id) of each output. */
  classes: number[];
  /** Starting score per class (log prior). */
  base: number[];
  /** Round r, class k is `trees[r * classes.length + k]`. */
  trees: RegressionTree[];
  /** Hash of the sources and settings the model was trained from (see the freshness test). */
  inputsHash: string;
}

/**
 * A model unpacked into typed arrays once, for fast scoring. Every tree is laid out complete to
 * the model's depth (a leaf above it becomes splits whose both sides carry its value), so a
 * walk is `depth` steps with no test for leaves: node p's children are 2p + 1 and 2p + 2.
 */
export interface CompiledTrees {
  /** Names of the features, in the order the columns given to predictProbabilities come. */
  features: string[];
  classes: number[];
  base: Float64Array;
  /** Levels of splits every walk takes. */
  depth: number;
  /** Tree t's splits are at t * (2^depth − 1) + p, its leaves at t * 2^depth + q. */
  feature: Int32Array;
  threshold: Float32Array;
  leaf: Float32Array;
  trees: number;
}

export function compileTrees(model: BoostedTrees): CompiledTrees {
  const depthOf = (tree: RegressionTree, k: number): number =>
    (tree.feature[k] ?? -1) < 0
      ? 0
      : 1 + Math.max(depthOf(tree, tree.left[k] ?? 0), depthOf(tree, tree.right[k] ?? 0));
  const depth = Math.max(0, ...model.trees.map((tree) => depthOf(tree, 0)));
  const splits = 2 ** depth - 1;
  const leaves = 2 ** depth;
  const trees = model.trees.length;
  const feature = new Int32Array(trees * splits);
  const threshold = new Float32Array(trees * splits);
  const leaf = new Float32Array(trees * leaves);
  model.trees.forEach((tree, t) => {
    // Node k of the tree goes to position p of the complete layout, at level `level`.
    const place = (k: number, p: number, level: number) => {
      if (level === depth) {
        leaf[t * leaves + p - splits] = tree.value[k] ?? 0;
        return;
      }
      const f = tree.feature[k] ?? -1;
      feature[t * splits + p] = Math.max(0, f);
      threshold[t * splits + p] = f >= 0 ? (tree.threshold[k] ?? 0) : 0;
      place(f >= 0 ? (tree.left[k] ?? 0) : k, 2 * p + 1, level + 1);
      place(f >= 0 ? (tree.right[k] ?? 0) : k, 2 * p + 2, level + 1);
    };
    place(0, 0, 0);
  });
  return {
    features: [...model.features],
    classes: [...model.classes],
    base: Float64Array.from(model.base),
    depth,
    feature,
    threshold,
    leaf,
    trees,
  };
}

/**
 * Class probabilities of every sample: `columns[f][s]` is feature f of sample s; the result
 * holds probabilities[s * classes + k].
 */
export function predictProbabilities(
  model: CompiledTrees,
  columns: readonly Float32Array[],
  samples: number,
): Float32Array {
  return softmaxRows(classScores(model, columns, samples), model.classes.length);
}

/**
 * The raw score (before the softmax) of every sample and class, scores[s * classes + k]; with
 * `outputs`, only those outputs' trees are walked and the others keep their starting score
 * (two classes' odds need only their own trees).
 */
export function classScores(
  model: CompiledTrees,
  columns: readonly Float32Array[],
  samples: number,
  outputs?: readonly number[],
): Float64Array {
  const k = model.classes.length;
  const scores = new Float64Array(samples * k);
  for (let s = 0; s < samples; s++)
    for (let c = 0; c < k; c++) scores[s * k + c] = model.base[c] ?? 0;
  const { depth, leaf } = model;
  const splits = 2 ** depth - 1;
  const leaves = 2 ** depth;
  // Sample-major copy of the features: a walk reads one short row.
  const width = columns.length;
  const rows = new Float32Array(samples * width);
  columns.forEach((column, f) => {
    for (let s = 0; s < samples; s++) rows[s * width + f] = column[s] ?? 0;
  });
  for (let t = 0; t < model.trees; t++) {
    const c = t % k;
    if (outputs && !outputs.includes(c)) continue;
    const base = t * splits;
    const leafBase = t * leaves - splits;
    // Eight samples walk side by side: their steps do not wait on each other, and each step
    // takes its child by arithmetic, not a branch the processor would mispredict half the time
    // (a third of the time of one walk after another).
    let s = 0;
    for (; s + 8 <= samples; s += 8) {
      const r = s * width;
      let p0 = 0,
        p1 = 0,
        p2 = 0,
        p3 = 0,
        p4 = 0,
        p5 = 0,
        p6 = 0,
        p7 = 0;
      for (let level = 0; level < depth; level++) {
        p0 = child(model, base, p0, rows, r);
        p1 = child(model, base, p1, rows, r + width);
        p2 = child(model, base, p2, rows, r + 2 * width);
        p3 = child(model, base, p3, rows, r + 3 * width);
        p4 = child(model, base, p4, rows, r + 4 * width);
        p5 = child(model, base, p5, rows, r + 5 * width);
        p6 = child(model, base, p6, rows, r + 6 * width);
        p7 = child(model, base, p7, rows, r + 7 * width);
      }
      const lanes = [p0, p1, p2, p3, p4, p5, p6, p7];
      for (let j = 0; j < 8; j++) {
        const at = (s + j) * k + c;
        scores[at] = (scores[at] ?? 0) + (leaf[leafBase + (lanes[j] ?? 0)] ?? 0);
      }
    }
    for (; s < samples; s++) {
      const row = s * width;
      let p = 0;
      for (let level = 0; level < depth; level++) p = child(model, base, p, rows, row);
      scores[s * k + c] = (scores[s * k + c] ?? 0) + (leaf[leafBase + p] ?? 0);
    }
  }
  return scores;
}

/** The child a sample's walk takes from split p of the tree whose splits start at `base`. */
const child = (
  tree: Pick<CompiledTrees, 'feature' | 'threshold'>,
  base: number,
  p: number,
  rows: Float32Array,
  row: number,
) =>
  2 * p +
  2 -
  +((rows[row + (tree.feature[base + p] ?? 0)] ?? 0) <= (tree.threshold[base + p] ?? 0));

/** Softmax of each row of k scores. */
export function softmaxRows(scores: Float64Array, k: number): Float32Array {
  const out = new Float32Array(scores.length);
  for (let row = 0; row < scores.length; row += k) {
    let max = -Infinity;
    for (let c = 0; c < k; c++) max = Math.max(max, scores[row + c] ?? 0);
    let sum = 0;
    for (let c = 0; c < k; c++) {
      const e = Math.exp((scores[row + c] ?? 0) - max);
      out[row + c] = e;
      sum += e;
    }
    for (let c = 0; c < k; c++) out[row + c] = (out[row + c] ?? 0) / sum;
  }
  return out;
}
