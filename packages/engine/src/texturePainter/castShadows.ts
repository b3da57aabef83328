import type { Random } from '../demoRegion/random.ts';
import { fractalNoise } from '../demoRegion/valueNoise.ts';
import { scanPolygon } from '../geo/scanPolygon.ts';
import type { SceneCanvas } from './canvas.ts';
import { sweep, translate, type Polygon } from './geometry.ts';
import { shadowPerMetre, type Sun } from './sun.ts';
import { boxBlur3 } from './swatch.ts';

/** Something that stands up from the ground: its outline from above and the heights it spans. */
export interface Occluder {
  outline: Polygon;
  base: number;
  top: number;
  /** Leaves let light through: their shadow is dappled and lighter. */
  leafy: boolean;
  /** Occluders of one group (the parts of one house) throw no shadow on their own outlines: their roofs' facets are lit on their own. */
  group?: number;
}

export interface ShadowLook {
  /** Share of direct light left in shadow (sky light). */
  ambient: number;
  /** Blue gain of shadowed ground relative to red (sky light is blue). */
  blueShift: number;
  /**
   * NIR gain of shadowed ground relative to red (sky light holds little NIR, so shade lowers
   * NDVI: a shaded lawn is less plant-like in NIR than a lit one). 1 when absent.
   */
  nirShift?: number;
}

/**
 * Darkens what lies in the shadow of each occluder: the area its outline sweeps between its
 * base and top heights, on surfaces lower than its top. The truth is left as it is.
 */
export function castShadows(
  canvas: SceneCanvas,
  occluders: readonly Occluder[],
  sun: Sun,
  look: ShadowLook,
  rng: Random,
): void {
  const { width, height, metresPerPixel } = canvas;
  const shade = new Float32Array(width * height);
  const reach = shadowPerMetre(sun) / metresPerPixel;
  const [tx, ty] = sun.towards;
  const seed = rng.int(0, 1 << 30);
  const dapple = metresPerPixel / rng.range(0.6, 1.5);
  const owner = new Int32Array(width * height);
  for (const o of occluders)
    if (o.group !== undefined) {
      const group = o.group;
      scanPolygon([o.outline], width, height, (y, x0, x1) =>
        owner.fill(group, y * width + x0, y * width + x1),
      );
    }
  for (const o of occluders) {
    const lower = translate(o.outline, -tx * reach * o.base, -ty * reach * o.base);
    const area = sweep(lower, -tx * reach * (o.top - o.base), -ty * reach * (o.top - o.base));
    const strength = o.leafy ? rng.range(0.75, 0.95) : 1;
    scanPolygon([area], width, height, (y, x0, x1) => {
      for (let x = x0; x < x1; x++) {
        const i = y * width + x;
        if ((canvas.elevation[i] ?? 0) >= o.top - 0.3) continue;
        if (o.group !== undefined && owner[i] === o.group) continue;
        const s = o.leafy
          ? strength * Math.min(1, 0.75 + 1.2 * fractalNoise(x * dapple, y * dapple, seed))
          : 1;
        shade[i] = Math.max(shade[i] ?? 0, s);
      }
    });
  }
  const soft = boxBlur3(shade, width, height);
  const gains = [1, 1.02, look.blueShift, look.nirShift ?? 1];
  for (let i = 0; i < soft.length; i++) {
    const s = soft[i] ?? 0;
    if (s <= 0) continue;
    canvas.planes.forEach((plane, b) => {
      const lit = 1 - s * (1 - look.ambient);
      const tint = 1 + s * ((gains[b] ?? 1) - 1);
      plane[i] = (plane[i] ?? 0) * lit * tint;
    });
  }
}
