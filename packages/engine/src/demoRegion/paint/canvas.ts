import { scanPolygon } from '../../geo/scanPolygon.ts';
import type { Pt } from '../scene.ts';
import type { Spectrum } from './materials.ts';

/**
 * What the painter writes per pixel: reflectance in four bands, surface height above
 * ground (for shading and shadows) and the ground-truth class.
 */
export class SceneCanvas {
  readonly red: Float32Array;
  readonly green: Float32Array;
  readonly blue: Float32Array;
  readonly nir: Float32Array;
  readonly elevation: Float32Array;
  readonly truth: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly metresPerPixel: number,
  ) {
    const n = width * height;
    this.red = new Float32Array(n);
    this.green = new Float32Array(n);
    this.blue = new Float32Array(n);
    this.nir = new Float32Array(n);
    this.elevation = new Float32Array(n);
    this.truth = new Uint8Array(n);
  }

  /** Calls `shade(i, x, y)` for every pixel whose centre is inside the polygon (x, y in metres). */
  fill(polygon: readonly Pt[], shade: (i: number, x: number, y: number) => void): void {
    const g = this.metresPerPixel;
    const ring = polygon.map(([x, y]): Pt => [x / g, y / g]);
    scanPolygon([ring], this.width, this.height, (row, x0, x1) => {
      const y = (row + 0.5) * g;
      const base = row * this.width;
      for (let col = x0; col < x1; col++) shade(base + col, (col + 0.5) * g, y);
    });
  }

  /** Reflectance = spectrum × k. */
  put(i: number, s: Spectrum, k: number): void {
    this.red[i] = s[0] * k;
    this.green[i] = s[1] * k;
    this.blue[i] = s[2] * k;
    this.nir[i] = s[3] * k;
  }

  /** Blend a fraction `c` of spectrum `s` over what is there (sub-pixel lines). */
  blend(i: number, s: Spectrum, c: number): void {
    this.red[i] = (this.red[i] ?? 0) * (1 - c) + s[0] * c;
    this.green[i] = (this.green[i] ?? 0) * (1 - c) + s[1] * c;
    this.blue[i] = (this.blue[i] ?? 0) * (1 - c) + s[2] * c;
    this.nir[i] = (this.nir[i] ?? 0) * (1 - c) + s[3] * c;
  }
}
