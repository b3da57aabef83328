import type { DecisionTree } from '../classify/decisionTree.ts';

export interface TrainingSet {
  /** Feature values per feature: columns[f][sample]. */
  columns: Float32Array[];
  /** 1 for the positive class. */
  labels: Uint8Array;
}

export interface TrainingOptions {
  maxDepth: number;
  minLeaf: number;
  bins: number;
}

/**
 * CART on binned features (gini impurity): each feature is cut into quantile bins once, and
 * every node picks the bin edge with the best impurity drop. Small, exact enough, seconds.
 */
export function trainDecisionTree(
  names: readonly string[],
  data: TrainingSet,
  options: TrainingOptions,
): DecisionTree {
  const n = data.labels.length;
  const edges = data.columns.map((col) => binEdges(col, options.bins));
  const binned = data.columns.map((col, f) => binColumn(col, edges[f] ?? []));
  const tree: DecisionTree = {
    features: [...names],
    feature: [],
    threshold: [],
    left: [],
    right: [],
    value: [],
  };
  const grow = (samples: Uint32Array, depth: number): number => {
    const id = tree.feature.length;
    let positives = 0;
    for (const s of samples) positives += data.labels[s] ?? 0;
    tree.feature.push(-1);
    tree.threshold.push(0);
    tree.left.push(-1);
    tree.right.push(-1);
    tree.value.push((positives + 1) / (samples.length + 2));
    if (
      depth >= options.maxDepth ||
      samples.length < 2 * options.minLeaf ||
      positives === 0 ||
      positives === samples.length
    )
      return id;
    const best = bestSplit(samples, positives, binned, data.labels, options);
    if (!best) return id;
    const leftSamples = samples.filter((s) => (binned[best.feature]?.[s] ?? 0) <= best.bin);
    const rightSamples = samples.filter((s) => (binned[best.feature]?.[s] ?? 0) > best.bin);
    tree.feature[id] = best.feature;
    tree.threshold[id] = edges[best.feature]?.[best.bin] ?? 0;
    tree.left[id] = grow(leftSamples, depth + 1);
    tree.right[id] = grow(rightSamples, depth + 1);
    return id;
  };
  grow(
    Uint32Array.from({ length: n }, (_, i) => i),
    0,
  );
  return tree;
}

interface Split {
  feature: number;
  bin: number;
  gain: number;
}

function bestSplit(
  samples: Uint32Array,
  positives: number,
  binned: Uint8Array[],
  labels: Uint8Array,
  options: TrainingOptions,
): Split | null {
  const total = samples.length;
  const parent = gini(positives, total);
  let best: Split | null = null;
  for (let feature = 0; feature < binned.length; feature++) {
    const bins = binned[feature] ?? new Uint8Array(0);
    const count = new Uint32Array(options.bins);
    const pos = new Uint32Array(options.bins);
    for (const s of samples) {
      const b = bins[s] ?? 0;
      count[b] = (count[b] ?? 0) + 1;
      pos[b] = (pos[b] ?? 0) + (labels[s] ?? 0);
    }
    let leftN = 0;
    let leftP = 0;
    for (let b = 0; b < options.bins - 1; b++) {
      leftN += count[b] ?? 0;
      leftP += pos[b] ?? 0;
      const rightN = total - leftN;
      if (leftN < options.minLeaf || rightN < options.minLeaf) continue;
      const impurity =
        (leftN * gini(leftP, leftN) + rightN * gini(positives - leftP, rightN)) / total;
      const gain = parent - impurity;
      if (gain > 1e-4 && (!best || gain > best.gain)) best = { feature, bin: b, gain };
    }
  }
  return best;
}

function gini(positives: number, total: number): number {
  if (total === 0) return 0;
  const p = positives / total;
  return 2 * p * (1 - p);
}

/** Upper edges of quantile bins (the last bin is open). */
export function binEdges(column: Float32Array, bins: number): number[] {
  const sorted = Float32Array.from(column).sort();
  return Array.from(
    { length: bins },
    (_, b) =>
      sorted[Math.min(sorted.length - 1, Math.floor(((b + 1) / bins) * sorted.length))] ?? 0,
  );
}

export function binColumn(column: Float32Array, edges: readonly number[]): Uint8Array {
  const out = new Uint8Array(column.length);
  for (let i = 0; i < column.length; i++) {
    const v = column[i] ?? 0;
    let lo = 0;
    let hi = edges.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (v <= (edges[mid] ?? 0)) hi = mid;
      else lo = mid + 1;
    }
    out[i] = lo;
  }
  return out;
}
