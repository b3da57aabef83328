import { softmaxRows, type BoostedTrees, type RegressionTree } from '../classify/boostedTrees.ts';
import { binColumn, binEdges } from './trainDecisionTree.ts';

export interface MulticlassSet {
  /** Feature values per feature: columns[f][sample]. */
  columns: Float32Array[];
  /** Output index (0 … classes − 1) per sample. */
  labels: Uint8Array;
  /** Weight per sample (default 1). */
  weights?: Float32Array;
}

export interface BoostingOptions {
  /** Land class id of each output index. */
  classes: number[];
  rounds: number;
  maxDepth: number;
  learningRate: number;
  /** Histogram bins per feature (≤ 256). */
  bins: number;
  /** A leaf needs at least this much hessian (≈ samples × p(1 − p)). */
  minHessian: number;
  /** L2 penalty on leaf values. */
  lambda: number;
}

/**
 * Multiclass gradient boosting (softmax loss, second-order leaf values as in XGBoost) with
 * histogram split finding: each feature is cut once into quantile bins, and each node picks
 * the bin edge with the largest gain from per-bin sums of gradient and hessian. Deterministic.
 */
export function trainBoostedTrees(
  names: readonly string[],
  data: MulticlassSet,
  options: BoostingOptions,
): Omit<BoostedTrees, 'inputsHash'> {
  const n = data.labels.length;
  const k = options.classes.length;
  const weights = data.weights ?? new Float32Array(n).fill(1);
  const edges = data.columns.map((col) => binEdges(col, options.bins));
  const binned = data.columns.map((col, f) => binColumn(col, edges[f] ?? []));
  const prior = new Float64Array(k);
  let totalWeight = 0;
  for (let s = 0; s < n; s++) {
    const c = data.labels[s] ?? 0;
    prior[c] = (prior[c] ?? 0) + (weights[s] ?? 0);
    totalWeight += weights[s] ?? 0;
  }
  const base = Array.from(prior, (p) => Math.log((p + 1) / (totalWeight + k)));
  const scores = new Float64Array(n * k);
  for (let s = 0; s < n; s++) for (let c = 0; c < k; c++) scores[s * k + c] = base[c] ?? 0;
  const gradient = new Float64Array(n);
  const hessian = new Float64Array(n);
  const trees: RegressionTree[] = [];
  const all = Uint32Array.from({ length: n }, (_, i) => i);
  for (let round = 0; round < options.rounds; round++) {
    const p = softmaxRows(scores, k);
    for (let c = 0; c < k; c++) {
      for (let s = 0; s < n; s++) {
        const q = p[s * k + c] ?? 0;
        const w = weights[s] ?? 0;
        gradient[s] = w * (q - (data.labels[s] === c ? 1 : 0));
        hessian[s] = w * Math.max(1e-6, q * (1 - q));
      }
      const tree = growTree(all, binned, edges, gradient, hessian, options);
      trees.push(tree.tree);
      for (let s = 0; s < n; s++)
        scores[s * k + c] = (scores[s * k + c] ?? 0) + (tree.leafValueOf[s] ?? 0);
    }
  }
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return {
    features: [...names],
    classes: [...options.classes],
    base: base.map(round),
    trees: trees.map((t) => ({
      ...t,
      threshold: t.threshold.map(round),
      value: t.value.map(round),
    })),
  };
}

function growTree(
  samples: Uint32Array,
  binned: Uint8Array[],
  edges: number[][],
  gradient: Float64Array,
  hessian: Float64Array,
  options: BoostingOptions,
): { tree: RegressionTree; leafValueOf: Float64Array } {
  const tree: RegressionTree = { feature: [], threshold: [], left: [], right: [], value: [] };
  const leafValueOf = new Float64Array(gradient.length);
  const bins = options.bins;
  const gHist = new Float64Array(bins);
  const hHist = new Float64Array(bins);
  const grow = (members: Uint32Array, depth: number): number => {
    const id = tree.feature.length;
    let g = 0;
    let h = 0;
    for (const s of members) {
      g += gradient[s] ?? 0;
      h += hessian[s] ?? 0;
    }
    tree.feature.push(-1);
    tree.threshold.push(0);
    tree.left.push(-1);
    tree.right.push(-1);
    const leaf = (-g / (h + options.lambda)) * options.learningRate;
    tree.value.push(leaf);
    const parentScore = (g * g) / (h + options.lambda);
    let best: { feature: number; bin: number; gain: number } | null = null;
    if (depth < options.maxDepth && h >= 2 * options.minHessian) {
      for (let f = 0; f < binned.length; f++) {
        const column = binned[f] ?? new Uint8Array(0);
        gHist.fill(0);
        hHist.fill(0);
        for (const s of members) {
          const b = column[s] ?? 0;
          gHist[b] = (gHist[b] ?? 0) + (gradient[s] ?? 0);
          hHist[b] = (hHist[b] ?? 0) + (hessian[s] ?? 0);
        }
        let gl = 0;
        let hl = 0;
        for (let b = 0; b < bins - 1; b++) {
          gl += gHist[b] ?? 0;
          hl += hHist[b] ?? 0;
          const hr = h - hl;
          if (hl < options.minHessian || hr < options.minHessian) continue;
          const gr = g - gl;
          const gain =
            (gl * gl) / (hl + options.lambda) + (gr * gr) / (hr + options.lambda) - parentScore;
          if (gain > 1e-6 && (!best || gain > best.gain)) best = { feature: f, bin: b, gain };
        }
      }
    }
    if (!best) {
      for (const s of members) leafValueOf[s] = leaf;
      return id;
    }
    const { feature, bin } = best;
    const column = binned[feature] ?? new Uint8Array(0);
    const leftMembers = members.filter((s) => (column[s] ?? 0) <= bin);
    const rightMembers = members.filter((s) => (column[s] ?? 0) > bin);
    tree.feature[id] = feature;
    tree.threshold[id] = edges[feature]?.[bin] ?? 0;
    tree.left[id] = grow(leftMembers, depth + 1);
    tree.right[id] = grow(rightMembers, depth + 1);
    return id;
  };
  grow(samples, 0);
  return { tree, leafValueOf };
}
