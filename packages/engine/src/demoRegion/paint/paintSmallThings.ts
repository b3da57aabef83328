import { OTHER } from '../../landClasses.ts';
import { rectPolygon, blobPolygon, type Car, type Fence, type Pt } from '../scene.ts';
import type { SceneCanvas } from './canvas.ts';
import {
  CAR_GLASS,
  FENCE_CHAIN,
  FENCE_VINYL,
  FENCE_WOOD,
  TRAMPOLINE_MAT,
  TRAMPOLINE_PAD,
  type Spectrum,
} from './materials.ts';

/** A fence is thinner than a pixel: it tints one pixel line and, if solid, casts a shadow. */
export function paintFence(canvas: SceneCanvas, { a, b, material }: Fence): void {
  const half = canvas.metresPerPixel / 2;
  const rect: [number, number, number, number] = [
    Math.min(a[0], b[0]) - half,
    Math.min(a[1], b[1]) - half,
    Math.max(a[0], b[0]) + half,
    Math.max(a[1], b[1]) + half,
  ];
  const solid = material !== 'chain-link';
  const spectrum =
    material === 'wood' ? FENCE_WOOD : material === 'vinyl' ? FENCE_VINYL : FENCE_CHAIN;
  canvas.fill(rectPolygon(rect), (i) => {
    canvas.blend(i, spectrum, solid ? 0.55 : 0.15);
    if (!solid) return;
    canvas.truth[i] = OTHER;
    canvas.elevation[i] = Math.max(canvas.elevation[i] ?? 0, 1.8);
  });
}

export function paintCar(canvas: SceneCanvas, { rect, colour }: Car): void {
  const body: Spectrum = [
    (colour[0] / 255) * 0.75,
    (colour[1] / 255) * 0.75,
    (colour[2] / 255) * 0.75,
    ((colour[0] + colour[1] + colour[2]) / 765) * 0.7,
  ];
  const alongX = rect[2] - rect[0] > rect[3] - rect[1];
  canvas.fill(rectPolygon(rect), (i, x, y) => {
    const t = alongX ? (x - rect[0]) / (rect[2] - rect[0]) : (y - rect[1]) / (rect[3] - rect[1]);
    const glass = (t > 0.25 && t < 0.38) || (t > 0.68 && t < 0.8);
    canvas.put(i, glass ? CAR_GLASS : body, 1);
    canvas.truth[i] = OTHER;
    canvas.elevation[i] = 1.5;
  });
}

export function paintTrampoline(canvas: SceneCanvas, cx: number, cy: number, radius: number): void {
  const disc: Pt[] = blobPolygon(cx, cy, radius, 0, 0, 36);
  canvas.fill(disc, (i, x, y) => {
    canvas.put(i, Math.hypot(x - cx, y - cy) > radius - 0.35 ? TRAMPOLINE_PAD : TRAMPOLINE_MAT, 1);
    canvas.truth[i] = OTHER;
    canvas.elevation[i] = 0.9;
  });
}
