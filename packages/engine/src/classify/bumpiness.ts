import { boxMean } from './boxFilter.ts';

/** Offsets of the 16 pixels at Chebyshev distance 2 (the border of a 5×5 window). */
function ringOffsets(width: number): number[] {
  const out: number[] = [];
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++)
      if (Math.max(Math.abs(dx), Math.abs(dy)) === 2) out.push(dy * width + dx);
  }
  return out;
}

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

/** Per-pixel prominence of peaks and pits over the 5×5 ring, before averaging. */
export function peakProminence(band: Float32Array, width: number, height: number): Float32Array {
  const smooth = boxMean(band, width, height, 1);
  const bumps = new Float32Array(band.length);
  const ring = ringOffsets(width);
  for (let y = 2; y < height - 2; y++) {
    for (let x = 2; x < width - 2; x++) {
      const i = y * width + x;
      const v = smooth[i] ?? 0;
      let hi = -Infinity;
      let lo = Infinity;
      for (let k = 0; k < ring.length; k++) {
        const u = smooth[i + (ring[k] ?? 0)] ?? 0;
        if (u > hi) hi = u;
        if (u < lo) lo = u;
      }
      const prominence = v > hi ? v - hi : v < lo ? lo - v : 0;
      bumps[i] = prominence / (v + 10);
    }
  }
  return bumps;
}
