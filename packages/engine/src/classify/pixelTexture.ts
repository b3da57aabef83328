// Texture measured per pixel, before it is summed up per region (regionFeatures.ts): how
// steep the brightness changes, and whether the changes share one direction.
import { boxMean } from './boxFilter.ts';

/** |∇| by central differences `d` pixels apart. */
export function gradientMagnitude(
  plane: Float32Array,
  width: number,
  height: number,
  d: number,
): Float32Array {
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - d) * width;
    const down = Math.min(height - 1, y + d) * width;
    for (let x = 0; x < width; x++) {
      const gx =
        (plane[y * width + Math.min(width - 1, x + d)] ?? 0) -
        (plane[y * width + Math.max(0, x - d)] ?? 0);
      const gy = (plane[down + x] ?? 0) - (plane[up + x] ?? 0);
      out[y * width + x] = Math.sqrt(gx * gx + gy * gy) / (2 * d);
    }
  }
  return out;
}

/**
 * Structure tensor of the gradient over a (2r+1)² window: coherence near 1 where the
 * gradients share one direction (parallel bands, straight edges), near 0 where they point
 * every way (leaves); energy is the window's mean squared gradient.
 */
export function structureTensor(
  plane: Float32Array,
  width: number,
  height: number,
  r: number,
): { coherence: Float32Array; energy: Float32Array } {
  const n = plane.length;
  const xx = new Float32Array(n);
  const yy = new Float32Array(n);
  const xy = new Float32Array(n);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const gx =
        ((plane[y * width + Math.min(width - 1, x + 1)] ?? 0) -
          (plane[y * width + Math.max(0, x - 1)] ?? 0)) /
        2;
      const gy =
        ((plane[Math.min(height - 1, y + 1) * width + x] ?? 0) -
          (plane[Math.max(0, y - 1) * width + x] ?? 0)) /
        2;
      xx[i] = gx * gx;
      yy[i] = gy * gy;
      xy[i] = gx * gy;
    }
  }
  const a = boxMean(xx, width, height, r);
  const b = boxMean(yy, width, height, r);
  const c = boxMean(xy, width, height, r);
  const coherence = new Float32Array(n);
  const energy = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const trace = (a[i] ?? 0) + (b[i] ?? 0);
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    coherence[i] = Math.sqrt(diff * diff + 4 * (c[i] ?? 0) ** 2) / (trace + 1e-4);
    energy[i] = Math.sqrt(trace);
  }
  return { coherence, energy };
}
