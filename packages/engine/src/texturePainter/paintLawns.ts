import type { Random } from '../demoRegion/random.ts';
import { fractalNoise } from '../demoRegion/valueNoise.ts';
import { LAWN } from '../landClasses.ts';
import type { SceneCanvas } from './canvas.ts';
import type { SwatchChooser } from './chooseSwatches.ts';
import type { LawnLook } from './scenePlan.ts';
import { synthesiseTexture, writeTexture } from './synthesiseTexture.ts';

/**
 * Turf from green or dormant exemplars, with dormant patches where the look is patchy,
 * large-scale mottling and mowing stripes. All of it stays lawn in the truth.
 */
export function paintLawn(
  canvas: SceneCanvas,
  pixels: Int32Array,
  look: LawnLook,
  chooser: SwatchChooser,
  rng: Random,
): void {
  const patchMetres = rng.range(3, 9);
  const base = synthesiseTexture(canvas, pixels, {
    swatches: chooser.pick(look.state === 'dormant' ? 'turfDormant' : 'turfGreen', 1),
    patchMetres,
    rng,
  });
  const dormant =
    look.state === 'patchy'
      ? synthesiseTexture(canvas, pixels, {
          swatches: chooser.pick('turfDormant', 1),
          patchMetres,
          rng,
        })
      : null;
  const { width, metresPerPixel } = canvas;
  const seed = rng.int(0, 1 << 30);
  const patchScale = metresPerPixel / rng.range(2, 6);
  const patchLevel = rng.range(0.05, 0.25);
  const mottleScale = metresPerPixel / rng.range(3, 10);
  const cos = Math.cos(look.stripeAngle) / metresPerPixel;
  const sin = Math.sin(look.stripeAngle) / metresPerPixel;
  const gain = [rng.range(0.92, 1.08), rng.range(0.92, 1.08), rng.range(0.9, 1.1), 1];
  for (let k = 0; k < pixels.length; k++) {
    const i = pixels[k] ?? 0;
    const x = i % width;
    const y = (i - x) / width;
    let f = 1 + look.mottling * 2 * fractalNoise(x * mottleScale, y * mottleScale, seed);
    if (look.stripeContrast > 0) {
      const pass = Math.floor((x * cos + y * sin) / look.stripeWidth);
      f *= pass % 2 === 0 ? 1 + look.stripeContrast : 1 - look.stripeContrast;
    }
    let mix = 0;
    if (dormant) {
      const n = fractalNoise(x * patchScale, y * patchScale, seed + 7) + 0.5;
      mix = Math.max(0, Math.min(1, (n - (1 - patchLevel * 2)) * 6));
    }
    for (let b = 0; b < 4; b++) {
      const green = base.planes[b]?.[k] ?? 0;
      const dry = dormant?.planes[b]?.[k] ?? green;
      const plane = base.planes[b];
      if (plane) plane[k] = (green * (1 - mix) + dry * mix) * f * (gain[b] ?? 1);
    }
  }
  writeTexture(canvas, base);
  if (dormant && !dormant.hasNir) canvas.nirComplete = false;
  for (const i of pixels) {
    canvas.truth[i] = LAWN;
    canvas.elevation[i] = 0;
  }
}
