/**
 * The two measures only imagery with NIR gives the region classifier (NIR_ONLY_FEATURES in
 * regionFeatures.ts): where a pixel lies along the buildings' shadows, and how bright the image's
 * smoother plants are, which a region's brightness is read against.
 */

import { kthSmallest } from './select.ts';

/** NDVI above which a pixel counts among the image's plants. */
const PLANTS_NDVI = 0.2;

/** How far building shadows are followed, in metres (the distance of a pixel past it). */
const SHADOW_REACH_M = 8;
const DIRECTIONS = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
] as const;

/**
 * Per pixel, how far it lies from a building footprint along the direction the buildings cast
 * their shadows, in metres (SHADOW_REACH_M beyond reach or when the direction cannot be read). The shadow direction is the one of eight in which the
 * ground just past the footprints is darkest: a house shades the ground on its side away from
 * the sun, so a dark lawn there is shade, where the same dark patch elsewhere may be a crown.
 */
export function buildingShadowDistance(
  footprints: Uint8Array,
  logL: Float32Array,
  width: number,
  height: number,
  metresPerPixel: number,
): Float32Array {
  const n = width * height;
  const out = new Float32Array(n).fill(SHADOW_REACH_M);
  // The ground within a metre past the footprints, in each direction.
  const ring = Math.max(1, Math.round(1 / metresPerPixel));
  let shadow: (typeof DIRECTIONS)[number] | null = null;
  let darkest = Infinity;
  for (const d of DIRECTIONS) {
    const steps = stepsPastFootprints(footprints, width, height, d);
    let sum = 0;
    let count = 0;
    for (let i = 0; i < n; i++)
      if ((steps[i] ?? 0) >= 1 && (steps[i] ?? 0) <= ring) {
        sum += logL[i] ?? 0;
        count++;
      }
    if (count >= 20 && sum / count < darkest) {
      darkest = sum / count;
      shadow = d;
    }
  }
  if (!shadow) return out;
  const step = Math.hypot(shadow[0], shadow[1]) * metresPerPixel;
  const steps = stepsPastFootprints(footprints, width, height, shadow);
  for (let i = 0; i < n; i++) out[i] = Math.min(SHADOW_REACH_M, (steps[i] ?? 0) * step);
  return out;
}

/**
 * Per pixel, how many steps of `d` it lies past a footprint: 0 inside one, k when the pixel k
 * steps back against `d` is the nearest footprint pixel on that line, Infinity when none is. One
 * sweep in the direction of `d`, so each pixel's step back is counted before it.
 */
function stepsPastFootprints(
  footprints: Uint8Array,
  width: number,
  height: number,
  d: readonly [number, number],
): Float32Array {
  const steps = new Float32Array(width * height);
  const [dx, dy] = d;
  for (let j = 0; j < height; j++) {
    const y = dy < 0 ? height - 1 - j : j;
    for (let k = 0; k < width; k++) {
      const x = dx < 0 ? width - 1 - k : k;
      const i = y * width + x;
      if (footprints[i] === 1) continue;
      const bx = x - dx;
      const by = y - dy;
      steps[i] =
        bx >= 0 && by >= 0 && bx < width && by < height
          ? (steps[by * width + bx] ?? Infinity) + 1
          : Infinity;
    }
  }
  return steps;
}

/**
 * The typical brightness of the image's smoother plants: the median log brightness of the
 * plant pixels (NDVI above PLANTS_NDVI) whose coarse gradient is below those pixels' median, so
 * lawns weigh more than leafy crowns; null when the image has hardly any plants.
 */
export function smoothPlantsLevel(
  ndvi: Float32Array,
  logL: Float32Array,
  gradient: Float32Array,
): number | null {
  const stride = Math.max(1, Math.floor(ndvi.length / 16384));
  // Plain loops into typed arrays and medians by selection: mappers (Array.from, filter) and
  // sorts cost more than the rest of the classifier's measures.
  const plants = new Int32Array(Math.ceil(ndvi.length / stride));
  let count = 0;
  for (let i = 0; i < ndvi.length; i += stride)
    if ((ndvi[i] ?? 0) > PLANTS_NDVI) plants[count++] = i;
  if (count * stride < ndvi.length / 100) return null;
  const gradients = new Float32Array(count);
  for (let j = 0; j < count; j++) gradients[j] = gradient[plants[j] ?? 0] ?? 0;
  const smooth = kthSmallest(gradients, Math.floor(count / 2));
  const levels = new Float32Array(count);
  let smoother = 0;
  for (let j = 0; j < count; j++) {
    const i = plants[j] ?? 0;
    if ((gradient[i] ?? 0) <= smooth) levels[smoother++] = logL[i] ?? 0;
  }
  return kthSmallest(levels.subarray(0, smoother), Math.floor(smoother / 2));
}
