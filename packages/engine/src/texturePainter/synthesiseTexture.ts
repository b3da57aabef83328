import type { Random } from '../demoRegion/random.ts';
import type { SceneCanvas } from './canvas.ts';
import { levelFor, sampleLevel, type Swatch } from './swatch.ts';

/** Colours synthesised for a list of canvas pixels: planes[b][k] is band b at pixels[k]. */
export interface TextureSample {
  pixels: Int32Array;
  planes: Float32Array[];
  /** Every swatch used had a near-infrared band. */
  hasNir: boolean;
}

export interface TextureRequest {
  swatches: readonly Swatch[];
  /** Side of a patch on the ground; patches overlap by half and blend with feathered edges. */
  patchMetres: number;
  rng: Random;
  /** Keep every patch in one orientation (rows of roof tiles, lines of a field). */
  angle?: number;
}

/**
 * Fills the pixels with random patches of the swatches: each patch rotated, flipped and
 * resampled to the canvas resolution, blended with its neighbours by weights that fall to zero
 * at the patch edge, so seams are feathered rather than cut.
 */
export function synthesiseTexture(
  canvas: SceneCanvas,
  pixels: Int32Array,
  request: TextureRequest,
): TextureSample {
  const { width, metresPerPixel } = canvas;
  const bands = 4;
  const planes = Array.from({ length: bands }, () => new Float32Array(pixels.length));
  const hasNir = request.swatches.every((s) => s.hasNir);
  if (pixels.length === 0 || request.swatches.length === 0) return { pixels, planes, hasNir };
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const i of pixels) {
    const x = i % width;
    const y = (i - x) / width;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const bw = maxX - minX + 1;
  const bh = maxY - minY + 1;
  const slot = new Int32Array(bw * bh).fill(-1);
  pixels.forEach((i, k) => {
    const x = i % width;
    slot[((i - x) / width - minY) * bw + x - minX] = k;
  });
  const weight = new Float32Array(pixels.length);
  // A patch no larger than the smallest swatch, so that it rarely reaches past a swatch's edge
  // (mirrored copies there read as streaks).
  const smallest = Math.min(
    ...request.swatches.map(
      (s) =>
        (Math.min(s.levels[0]?.width ?? 0, s.levels[0]?.height ?? 0) * s.exemplar.metresPerPixel) /
        metresPerPixel /
        Math.SQRT2,
    ),
  );
  const size = Math.max(6, Math.min(160, smallest, request.patchMetres / metresPerPixel));
  const half = size / 2;
  const step = half;
  const sample = new Float32Array(bands);
  const { rng } = request;
  for (let gy = minY - rng.range(0, step); gy <= maxY + step; gy += step) {
    for (let gx = minX - rng.range(0, step); gx <= maxX + step; gx += step) {
      const cx = gx + rng.range(-0.25, 0.25) * step;
      const cy = gy + rng.range(-0.25, 0.25) * step;
      const swatch = rng.pick(request.swatches);
      const sourcePixels = metresPerPixel / swatch.exemplar.metresPerPixel;
      const { level, scale } = levelFor(swatch, sourcePixels);
      const k = sourcePixels / scale;
      const angle = request.angle ?? rng.range(0, 2 * Math.PI);
      const flip = rng.chance(0.5) ? -1 : 1;
      const cos = Math.cos(angle) * k;
      const sin = Math.sin(angle) * k;
      // Source centre far enough from the edges for the (turned) patch to fit where it can.
      const reach = half * k * Math.SQRT2;
      const sx = rng.range(
        Math.min(reach, (level.width - 1) / 2),
        Math.max(level.width - 1 - reach, (level.width - 1) / 2),
      );
      const sy = rng.range(
        Math.min(reach, (level.height - 1) / 2),
        Math.max(level.height - 1 - reach, (level.height - 1) / 2),
      );
      const x0 = Math.max(minX, Math.ceil(cx - half));
      const x1 = Math.min(maxX, Math.floor(cx + half));
      const y0 = Math.max(minY, Math.ceil(cy - half));
      const y1 = Math.min(maxY, Math.floor(cy + half));
      for (let y = y0; y <= y1; y++) {
        const dy = y - cy;
        const wy = 1 - Math.abs(dy) / half;
        for (let x = x0; x <= x1; x++) {
          const s = slot[(y - minY) * bw + x - minX] ?? -1;
          if (s < 0) continue;
          const dx = x - cx;
          const t = wy * (1 - Math.abs(dx) / half);
          if (t <= 0) continue;
          const w = t * t * t + 1e-6;
          const u = sx + flip * (dx * cos - dy * sin);
          const v = sy + dx * sin + dy * cos;
          sampleLevel(level, u, v, sample, true);
          for (let b = 0; b < bands; b++) {
            const plane = planes[b];
            if (plane) plane[s] = (plane[s] ?? 0) + w * (sample[b] ?? 0);
          }
          weight[s] = (weight[s] ?? 0) + w;
        }
      }
    }
  }
  for (let s = 0; s < pixels.length; s++) {
    const w = weight[s] || 1;
    for (const plane of planes) plane[s] = (plane[s] ?? 0) / w;
  }
  return { pixels, planes, hasNir };
}

/** Writes a texture sample into the canvas, times per-band gains. */
export function writeTexture(
  canvas: SceneCanvas,
  texture: TextureSample,
  gains: readonly number[] = [1, 1, 1, 1],
): void {
  const { pixels, planes } = texture;
  canvas.planes.forEach((target, b) => {
    const source = planes[b];
    const gain = gains[b] ?? 1;
    if (!source) return;
    for (let k = 0; k < pixels.length; k++) target[pixels[k] ?? 0] = (source[k] ?? 0) * gain;
  });
  if (!texture.hasNir) canvas.nirComplete = false;
}
