import { boxMean } from './boxFilter.ts';

/**
 * Canopy texture that ignores straight edges. On a lightly smoothed band, a pixel brighter
 * (or darker) than every pixel of the ring two pixels around it scores its prominence over
 * that ring, relative to the local level; the score is averaged over a (2r+1)² window.
 * Leaf clumps are full of prominent peaks and pits; mown grass has only faint ones; the
 * edge of a shadow or a roof is a monotone step with none, so it does not look like a tree
 * the way local variance does.
 */
export function bumpiness(
  band: Float32Array,
  width: number,
  height: number,
  r: number,
): Float32Array {
  return boxMean(peakProminence(band, width, height), width, height, r);
}

/**
 * Per-pixel prominence of peaks and pits over the 5×5 ring, before averaging. The ring's
 * highest and lowest values come from its parts: the rows two above and below (five wide) and
 * the columns two left and right (three high), each a running extreme computed once.
 */
export function peakProminence(band: Float32Array, width: number, height: number): Float32Array {
  const smooth = boxMean(band, width, height, 1);
  const bumps = new Float32Array(band.length);
  if (width < 5 || height < 5) return bumps;
  const n = band.length;
  // Extremes over x−2 … x+2 (rows) and y−1 … y+1 (columns), where they fit.
  const rowHi = new Float32Array(n);
  const rowLo = new Float32Array(n);
  const colHi = new Float32Array(n);
  const colLo = new Float32Array(n);
  for (let y = 0; y < height; y++) {
    for (let x = 2; x < width - 2; x++) {
      const i = y * width + x;
      let hi = smooth[i - 2] ?? 0;
      let lo = hi;
      for (let d = -1; d <= 2; d++) {
        const u = smooth[i + d] ?? 0;
        if (u > hi) hi = u;
        if (u < lo) lo = u;
      }
      rowHi[i] = hi;
      rowLo[i] = lo;
    }
  }
  for (let y = 1; y < height - 1; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = smooth[i - width] ?? 0;
      const b = smooth[i] ?? 0;
      const c = smooth[i + width] ?? 0;
      colHi[i] = Math.max(a, b, c);
      colLo[i] = Math.min(a, b, c);
    }
  }
  const two = 2 * width;
  for (let y = 2; y < height - 2; y++) {
    for (let x = 2; x < width - 2; x++) {
      const i = y * width + x;
      const v = smooth[i] ?? 0;
      const hi = Math.max(
        rowHi[i - two] ?? 0,
        rowHi[i + two] ?? 0,
        colHi[i - 2] ?? 0,
        colHi[i + 2] ?? 0,
      );
      const lo = Math.min(
        rowLo[i - two] ?? 0,
        rowLo[i + two] ?? 0,
        colLo[i - 2] ?? 0,
        colLo[i + 2] ?? 0,
      );
      const prominence = v > hi ? v - hi : v < lo ? lo - v : 0;
      bumps[i] = prominence / (v + 10);
    }
  }
  return bumps;
}
