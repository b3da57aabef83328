/**
 * The k-th smallest value (0-based) of `values`, as `values.sort()[k]` gives it, found by
 * Hoare's selection in linear time on average; `values` is reordered. For the medians and
 * quantiles the classifier takes of a whole image, where a sort cost more than the rest of a
 * measure. Values must not be NaN.
 */
export function kthSmallest(values: Float32Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  if (hi < 0) return 0;
  const at = Math.min(hi, Math.max(0, k));
  while (hi > lo) {
    // Median of three as the pivot: sorted or constant runs stay linear.
    const mid = (lo + hi) >> 1;
    const a = values[lo] ?? 0;
    const b = values[mid] ?? 0;
    const c = values[hi] ?? 0;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i++;
      while ((values[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const t = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (at <= j) hi = j;
    else if (at >= i) lo = i;
    else break;
  }
  return values[at] ?? 0;
}

/**
 * The index (0 … k − 1) of row `row`'s largest value in a table of k values a row, the first
 * of equals: the likeliest class of a region or piece, or the class most of its pixels hold.
 */
export function largestInRow(values: ArrayLike<number>, row: number, k: number): number {
  let best = 0;
  for (let c = 1; c < k; c++)
    if ((values[row * k + c] ?? 0) > (values[row * k + best] ?? 0)) best = c;
  return best;
}
