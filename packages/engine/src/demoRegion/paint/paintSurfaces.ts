import { BUILDING, LAWN, PAVEMENT, SOIL, WATER } from '../../landClasses.ts';
import type { LawnLook, Pt, Surface } from '../scene.ts';
import { fractalNoise, hash2, valueNoise } from '../valueNoise.ts';
import type { SceneCanvas } from './canvas.ts';
import {
  GRASS_DRY,
  GRASS_HEALTHY,
  PAVEMENT as PAVEMENT_SPECTRA,
  ROAD_PAINT,
  SOIL as SOIL_SPECTRA,
  WATER as WATER_SPECTRA,
  type Spectrum,
} from './materials.ts';

/** Flat ground covers: they reset height to the ground and set the truth class. */
export function paintSurface(canvas: SceneCanvas, polygon: readonly Pt[], surface: Surface): void {
  switch (surface.kind) {
    case 'lawn':
      return paintLawn(canvas, polygon, surface.look);
    case 'pavement':
      return paintTextured(
        canvas,
        polygon,
        PAVEMENT_SPECTRA[surface.material],
        surface.tone,
        PAVEMENT,
        pavementTexture(surface.material, surface.jointSpacing),
      );
    case 'soil':
      return paintTextured(
        canvas,
        polygon,
        SOIL_SPECTRA[surface.material],
        surface.tone,
        SOIL,
        surface.material === 'garden' ? gardenRows : mulchTexture,
      );
    case 'water':
      return paintTextured(
        canvas,
        polygon,
        WATER_SPECTRA[surface.material],
        surface.tone,
        WATER,
        surface.material === 'pond' ? pondTexture : poolTexture,
      );
    case 'paint-line':
      return canvas.fill(polygon, (i) => {
        if (canvas.truth[i] !== BUILDING) canvas.blend(i, ROAD_PAINT, surface.coverage);
      });
  }
}

/**
 * Healthy and dormant grass mixed by a patch field, with mowing stripes, dead spots and
 * per-blade grain.
 */
function paintLawn(canvas: SceneCanvas, polygon: readonly Pt[], look: LawnLook): void {
  const { health, stripeAngle, stripeWidth, tint, seed } = look;
  const yellowing = (1 - health) * 0.5;
  const threshold = 0.13 + 0.2 * health;
  const [cos, sin] = stripeAngle === null ? [0, 0] : [Math.cos(stripeAngle), Math.sin(stripeAngle)];
  const strength = look.stripeStrength ?? 0.055;
  const dark = 1 - (look.darkness ?? 0);
  const spots = look.spots ?? 0;
  const g = canvas.metresPerPixel;
  const healthy: Spectrum = [
    GRASS_HEALTHY[0] * (1 + tint * 0.6) * dark,
    GRASS_HEALTHY[1] * (1 + tint) * dark,
    GRASS_HEALTHY[2] * dark,
    GRASS_HEALTHY[3] * (1 + tint * 0.4) * (1 - (1 - dark) * 0.3),
  ];
  const band = (u: number) => Math.tanh(3 * Math.sin((Math.PI * u) / stripeWidth));
  canvas.fill(polygon, (i, x, y) => {
    const patch =
      fractalNoise(x / 5, y / 5, seed) + 0.3 * (valueNoise(x / 1.3, y / 1.3, seed + 3) - 0.5);
    const dry = smoothstep(threshold, threshold + 0.09, patch);
    const dead =
      spots > 0 ? smoothstep(0.9 - spots, 0.96 - spots, valueNoise(x / 1.4, y / 1.4, seed + 9)) : 0;
    const mix = Math.min(1, yellowing + dry * 0.85 + dead);
    const stripe =
      stripeAngle === null
        ? 0
        : strength * band(x * cos + y * sin) * (look.crossStripes ? band(-x * sin + y * cos) : 1);
    const grain = (hash2(Math.round(x / g), Math.round(y / g), seed) - 0.5) * 0.18;
    const k = 1 + 0.08 * (valueNoise(x / 3, y / 3, seed + 5) - 0.5) + stripe + grain;
    const soil = dead * 0.35;
    canvas.red[i] =
      ((healthy[0] * (1 - mix) + GRASS_DRY[0] * mix) * (1 - soil) + SOIL_SPECTRA.soil[0] * soil) *
      k;
    canvas.green[i] =
      ((healthy[1] * (1 - mix) + GRASS_DRY[1] * mix) * (1 - soil) + SOIL_SPECTRA.soil[1] * soil) *
      k;
    canvas.blue[i] =
      ((healthy[2] * (1 - mix) + GRASS_DRY[2] * mix) * (1 - soil) + SOIL_SPECTRA.soil[2] * soil) *
      k;
    canvas.nir[i] =
      ((healthy[3] * (1 - mix) + GRASS_DRY[3] * mix) * (1 - soil) + SOIL_SPECTRA.soil[3] * soil) *
      (1 + (k - 1) * 0.5);
    canvas.truth[i] = LAWN;
    canvas.elevation[i] = 0;
  });
}

type Texture = (x: number, y: number, g: number) => number;

function paintTextured(
  canvas: SceneCanvas,
  polygon: readonly Pt[],
  spectrum: Spectrum,
  tone: number,
  truth: number,
  texture: Texture,
): void {
  const g = canvas.metresPerPixel;
  canvas.fill(polygon, (i, x, y) => {
    canvas.put(i, spectrum, tone * texture(x, y, g));
    canvas.truth[i] = truth;
    canvas.elevation[i] = 0;
  });
}

function grain(x: number, y: number, g: number, amount: number, seed: number): number {
  return 1 + (hash2(Math.round(x / g), Math.round(y / g), seed) - 0.5) * 2 * amount;
}

function pavementTexture(material: string, joints: number | null): Texture {
  return (x, y, g) => {
    let k = grain(x, y, g, 0.05, 11) * (1 + 0.08 * (valueNoise(x / 3, y / 3, 12) - 0.5));
    if (joints !== null && (x % joints < 0.12 || y % joints < 0.12)) k *= 0.8;
    if (material === 'old-asphalt' && Math.abs(valueNoise(x / 7, y / 7, 13) - 0.5) < 0.006)
      k *= 0.7;
    if (material === 'deck') k *= 1 + (hash2(Math.floor(y / 0.14), 0, 14) - 0.5) * 0.16;
    return k;
  };
}

const mulchTexture: Texture = (x, y, g) =>
  grain(x, y, g, 0.2, 21) * (1 + 0.12 * fractalNoise(x, y, 22));
const gardenRows: Texture = (x, y, g) =>
  mulchTexture(x, y, g) * (1 + 0.12 * Math.sin((2 * Math.PI * y) / 0.9));
const poolTexture: Texture = (x, y, g) =>
  grain(x, y, g, 0.03, 31) * (1 + 0.06 * fractalNoise(x / 1.2, y / 1.2, 32));
const pondTexture: Texture = (x, y, g) =>
  grain(x, y, g, 0.05, 41) * (1 + 0.2 * fractalNoise(x / 4, y / 4, 42));

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}
