import type { SceneCanvas } from './canvas.ts';
import { levelFor, sampleLevel, type Swatch } from './swatch.ts';

export interface Stamp {
  swatch: Swatch;
  centre: [number, number];
  angle: number;
  /** Ground size multiplier on the exemplar (a larger tree of the same look). */
  enlarge: number;
  flip: boolean;
  /** Class to write where the stamp covers at least half a pixel; null leaves the truth. */
  landClass: number | null;
  /** Height of the stamped surface, metres. */
  elevation: number;
  gains: readonly number[];
  /** Shade a dome: brighter towards the sun, darker away, by up to `strength`. */
  relight?: { towards: readonly [number, number]; strength: number };
}

const radii = new WeakMap<Swatch, number>();

/**
 * Radius of the circle as large as the exemplar's coverage on the ground, metres. Kept per
 * swatch: every tree of a scene weighs every crown exemplar by it.
 */
export function exemplarRadius(swatch: Swatch): number {
  let radius = radii.get(swatch);
  if (radius === undefined) {
    let area = 0;
    for (const a of swatch.levels[0]?.alpha ?? []) area += a;
    radius = Math.sqrt(area / Math.PI) * swatch.exemplar.metresPerPixel;
    radii.set(swatch, radius);
  }
  return radius;
}

/** Pastes an exemplar's outlined pixels onto the canvas, rotated, flipped and resampled. */
export function stamp(canvas: SceneCanvas, s: Stamp): void {
  const base = s.swatch.levels[0];
  if (!base) return;
  const sourcePixels = canvas.metresPerPixel / (s.swatch.exemplar.metresPerPixel * s.enlarge);
  const { level, scale } = levelFor(s.swatch, sourcePixels);
  const k = sourcePixels / scale;
  const cos = Math.cos(s.angle);
  const sin = Math.sin(s.angle);
  const halfDiagonal = Math.hypot(base.width, base.height) / 2 / sourcePixels;
  const sample = new Float32Array(4);
  const x0 = Math.max(0, Math.floor(s.centre[0] - halfDiagonal));
  const x1 = Math.min(canvas.width - 1, Math.ceil(s.centre[0] + halfDiagonal));
  const y0 = Math.max(0, Math.floor(s.centre[1] - halfDiagonal));
  const y1 = Math.min(canvas.height - 1, Math.ceil(s.centre[1] + halfDiagonal));
  const flip = s.flip ? -1 : 1;
  const radius = (exemplarRadius(s.swatch) * s.enlarge) / canvas.metresPerPixel;
  const [tx, ty] = s.relight?.towards ?? [0, 0];
  const strength = s.relight?.strength ?? 0;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - s.centre[0];
      const dy = y + 0.5 - s.centre[1];
      const u = flip * (dx * cos + dy * sin) * k + base.width / 2 / scale - 0.5;
      const v = (-dx * sin + dy * cos) * k + base.height / 2 / scale - 0.5;
      const alpha = sampleLevel(level, u, v, sample, false);
      if (alpha <= 0.02) continue;
      const i = y * canvas.width + x;
      const facing = Math.max(-1, Math.min(1, (dx * tx + dy * ty) / radius));
      const light = 1 + strength * facing;
      for (let b = 0; b < 4; b++) {
        const plane = canvas.planes[b];
        if (plane)
          plane[i] =
            (plane[i] ?? 0) * (1 - alpha) + (sample[b] ?? 0) * (s.gains[b] ?? 1) * light * alpha;
      }
      if (alpha >= 0.5) {
        if (s.landClass !== null) canvas.truth[i] = s.landClass;
        canvas.elevation[i] = Math.max(canvas.elevation[i] ?? 0, s.elevation);
      }
    }
  if (!s.swatch.hasNir) canvas.nirComplete = false;
}

/**
 * The stamp angle that turns a crown's photographed lit side (`litAngle`, in its photo) to
 * face the sun at `azimuth` (both radians, x right, y down), for a stamp flipped or not.
 */
export function turnTowardsSun(litAngle: number, flip: boolean, azimuth: number): number {
  return azimuth - (flip ? Math.PI - litAngle : litAngle);
}
