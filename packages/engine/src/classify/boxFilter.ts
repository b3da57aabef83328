/**
 * Mean over a (2r+1)² window, edges handled by averaging only the pixels that exist.
 * Two running-sum passes, so the cost does not depend on r.
 */
export function boxMean(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  const inverseX = inverseCounts(width, r);
  const inverseY = inverseCounts(height, r);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x < Math.min(r, width); x++) sum += src[row + x] ?? 0;
    for (let x = 0; x < width; x++) {
      if (x + r < width) sum += src[row + x + r] ?? 0;
      if (x > r) sum -= src[row + x - r - 1] ?? 0;
      tmp[row + x] = sum * (inverseX[x] ?? 0);
    }
  }
  const sums = new Float64Array(width);
  for (let y = 0; y < Math.min(r, height); y++) {
    for (let x = 0; x < width; x++) sums[x] = (sums[x] ?? 0) + (tmp[y * width + x] ?? 0);
  }
  for (let y = 0; y < height; y++) {
    const add = y + r < height ? (y + r) * width : -1;
    const drop = y > r ? (y - r - 1) * width : -1;
    const k = inverseY[y] ?? 0;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let s = sums[x] ?? 0;
      if (add >= 0) s += tmp[add + x] ?? 0;
      if (drop >= 0) s -= tmp[drop + x] ?? 0;
      sums[x] = s;
      out[row + x] = s * k;
    }
  }
  return out;
}

/** 1 / (number of window positions inside [0, n)) for each position. */
function inverseCounts(n: number, r: number): Float32Array {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = 1 / (Math.min(n - 1, i + r) - Math.max(0, i - r) + 1);
  return out;
}

/** Local standard deviation over a (2r+1)² window. */
export function boxStdDev(
  src: Float32Array,
  width: number,
  height: number,
  r: number,
): Float32Array {
  const squares = new Float32Array(src.length);
  for (let i = 0; i < src.length; i++) squares[i] = (src[i] ?? 0) * (src[i] ?? 0);
  const mean = boxMean(src, width, height, r);
  const meanSq = boxMean(squares, width, height, r);
  for (let i = 0; i < src.length; i++) {
    const m = mean[i] ?? 0;
    mean[i] = Math.sqrt(Math.max(0, (meanSq[i] ?? 0) - m * m));
  }
  return mean;
}
