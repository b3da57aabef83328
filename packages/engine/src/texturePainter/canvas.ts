import { scanPolygon } from '../geo/scanPolygon.ts';
import type { Point } from './geometry.ts';

/** The scene being painted: float colour planes (R, G, B, NIR), its truth and surface heights. */
export interface SceneCanvas {
  width: number;
  height: number;
  metresPerPixel: number;
  /** red, green, blue, near-infrared; 0–255. */
  planes: [Float32Array, Float32Array, Float32Array, Float32Array];
  truth: Uint8Array;
  /** Height of the visible surface above the ground, metres (shadows fall only on lower ones). */
  elevation: Float32Array;
  /** False once any painted material had no near-infrared. */
  nirComplete: boolean;
}

export function createCanvas(width: number, height: number, metresPerPixel: number): SceneCanvas {
  const plane = () => new Float32Array(width * height);
  return {
    width,
    height,
    metresPerPixel,
    planes: [plane(), plane(), plane(), plane()],
    truth: new Uint8Array(width * height),
    elevation: new Float32Array(width * height),
    nirComplete: true,
  };
}

/** Indexes of the pixels whose centres lie inside the rings (pixel coordinates). */
export function pixelsInside(
  canvas: SceneCanvas,
  rings: readonly (readonly Point[])[],
): Int32Array {
  const out: number[] = [];
  scanPolygon(rings, canvas.width, canvas.height, (y, x0, x1) => {
    for (let x = x0; x < x1; x++) out.push(y * canvas.width + x);
  });
  return Int32Array.from(out);
}
