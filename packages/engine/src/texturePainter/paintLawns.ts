import type { Random } from '../demoRegion/random.ts';
import { fractalNoise } from '../demoRegion/valueNoise.ts';
import { LAWN } from '../landClasses.ts';
import type { SceneCanvas } from './canvas.ts';
import type { SwatchChooser } from './chooseSwatches.ts';
import { DORMANT_TURF, gainsTowards, GREEN_TURF } from './palette.ts';
import type { LawnLook } from './scenePlan.ts';
import { synthesiseTexture, writeTexture } from './synthesiseTexture.ts';

/** How far (0–1) a turf photo's mean colour is pulled to a typical lawn colour. */
const TURF_COLOUR_PULL = 0.7;

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
  const baseSwatches = chooser.pick(look.state === 'dormant' ? 'turfDormant' : 'turfGreen', 1);
  const base = synthesiseTexture(canvas, pixels, { swatches: baseSwatches, patchMetres, rng });
  const dormantSwatches = look.state === 'patchy' ? chooser.pick('turfDormant', 1) : [];
  const dormant =
    dormantSwatches.length > 0
      ? synthesiseTexture(canvas, pixels, { swatches: dormantSwatches, patchMetres, rng })
      : null;
  // Each photo's colour cast is moved most of the way to a lawn colour of its kind.
  const baseGain = baseSwatches[0]
    ? gainsTowards(
        baseSwatches[0],
        look.state === 'dormant' ? DORMANT_TURF : GREEN_TURF,
        TURF_COLOUR_PULL,
        rng,
      )
    : [1, 1, 1, 1];
  const dryGain = dormantSwatches[0]
    ? gainsTowards(dormantSwatches[0], DORMANT_TURF, TURF_COLOUR_PULL, rng)
    : baseGain;
  const { width, metresPerPixel } = canvas;
  const seed = rng.int(0, 1 << 30);
  const patchScale = metresPerPixel / rng.range(2, 6);
  const patchLevel = rng.range(0.05, 0.25);
  const mottleScale = metresPerPixel / rng.range(3, 10);
  const cos = Math.cos(look.stripeAngle) / metresPerPixel;
  const sin = Math.sin(look.stripeAngle) / metresPerPixel;
  for (let k = 0; k < pixels.length; k++) {
    const i = pixels[k] ?? 0;
    const x = i % width;
    const y = (i - x) / width;
    let f = 1 + look.mottling * 2 * fractalNoise(x * mottleScale, y * mottleScale, seed);
    if (look.stripeContrast > 0) {
      // Alternate passes, with edges softened over a few centimetres of bent grass.
      const phase = (Math.PI * (x * cos + y * sin)) / look.stripeWidth;
      f *= 1 + look.stripeContrast * Math.tanh(3 * Math.sin(phase));
    }
    let mix = 0;
    if (dormant) {
      const n = fractalNoise(x * patchScale, y * patchScale, seed + 7) + 0.5;
      mix = Math.max(0, Math.min(1, (n - (1 - patchLevel * 2)) * 6));
    }
    for (let b = 0; b < 4; b++) {
      const green = (base.planes[b]?.[k] ?? 0) * (baseGain[b] ?? 1);
      const dry = dormant ? (dormant.planes[b]?.[k] ?? 0) * (dryGain[b] ?? 1) : green;
      const plane = base.planes[b];
      if (plane) plane[k] = (green * (1 - mix) + dry * mix) * f;
    }
  }
  writeTexture(canvas, base);
  if (dormant && !dormant.hasNir) canvas.nirComplete = false;
  for (const i of pixels) {
    canvas.truth[i] = LAWN;
    canvas.elevation[i] = 0;
  }
}
