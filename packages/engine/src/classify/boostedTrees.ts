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

/** A model unpacked into typed arrays once, for fast scoring. */
export interface CompiledTrees {
  /** Names of the features, in the order the columns given to predictProbabilities come. */
  features: string[];
  classes: number[];
  base: Float64Array;
  /** Per tree: index of its root in the node arrays. */
  roots: Int32Array;
  feature: Int16Array;
  threshold: Float32Array;
  left: Int32Array;
  right: Int32Array;
  value: Float32Array;
}

export function compileTrees(model: BoostedTrees): CompiledTrees {
  const total = model.trees.reduce((s, t) => s + t.feature.length, 0);
  const feature = new Int16Array(total);
  const threshold = new Float32Array(total);
  const left = new Int32Array(total);
  const right = new Int32Array(total);
  const value = new Float32Array(total);
  const roots = new Int32Array(model.trees.length);
  let at = 0;
  model.trees.forEach((tree, t) => {
    roots[t] = at;
    for (let k = 0; k < tree.feature.length; k++) {
      feature[at + k] = tree.feature[k] ?? -1;
      threshold[at + k] = tree.threshold[k] ?? 0;
      left[at + k] = at + (tree.left[k] ?? 0);
      right[at + k] = at + (tree.right[k] ?? 0);
      value[at + k] = tree.value[k] ?? 0;
    }
    at += tree.feature.length;
  });
  return {
    features: [...model.features],
    classes: [...model.classes],
    base: Float64Array.from(model.base),
    roots,
    feature,
    threshold,
    left,
    right,
    value,
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
  const { roots, feature, threshold, left, right, value } = model;
  // Sample-major copy of the features: a tree's walk then reads one short row.
  const width = columns.length;
  const rows = new Float32Array(samples * width);
  columns.forEach((column, f) => {
    for (let s = 0; s < samples; s++) rows[s * width + f] = column[s] ?? 0;
  });
  for (let t = 0; t < roots.length; t++) {
    const c = t % k;
    if (outputs && !outputs.includes(c)) continue;
    const root = roots[t] ?? 0;
    for (let s = 0; s < samples; s++) {
      const row = s * width;
      let node = root;
      let f = feature[node] ?? -1;
      while (f >= 0) {
        node =
          (rows[row + f] ?? 0) <= (threshold[node] ?? 0) ? (left[node] ?? 0) : (right[node] ?? 0);
        f = feature[node] ?? -1;
      }
      scores[s * k + c] = (scores[s * k + c] ?? 0) + (value[node] ?? 0);
    }
  }
  return scores;
}

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
