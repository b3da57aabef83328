/**
 * A small binary decision tree stored as flat arrays: node k splits on `feature[k]` at
 * `threshold[k]` (go left when value <= threshold) into `left[k]` / `right[k]`; a leaf has
 * feature -1 and holds the probability of the positive class in `value[k]`.
 */
export interface DecisionTree {
  /** Names of the feature planes, in the order `feature` indexes them. */
  features: string[];
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

/** Probability of the positive class for sample `i` of feature planes (same order as `tree.features`). */
export function predict(tree: DecisionTree, planes: readonly Float32Array[], i: number): number {
  let node = 0;
  for (;;) {
    const f = tree.feature[node] ?? -1;
    if (f < 0) return tree.value[node] ?? 0;
    node =
      (planes[f]?.[i] ?? 0) <= (tree.threshold[node] ?? 0)
        ? (tree.left[node] ?? 0)
        : (tree.right[node] ?? 0);
  }
}
