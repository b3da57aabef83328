import type { Random } from '../demoRegion/random.ts';
import { BUILDING } from '../landClasses.ts';
import { pixelsInside, type SceneCanvas } from './canvas.ts';
import type { SwatchChooser } from './chooseSwatches.ts';
import { orientedRect } from './geometry.ts';
import type { BuildingPlan, RoofPart } from './scenePlan.ts';
import { gainsTowards, ROOFING } from './palette.ts';
import type { Sun } from './sun.ts';
import { synthesiseTexture } from './synthesiseTexture.ts';

/** A building in pixels: its parts' rectangles share one roof material. */
export interface PixelBuilding {
  plan: BuildingPlan;
  parts: RoofPart[];
}

/** Roof texture from one exemplar, lit per facet by the sun, with darker eaves and a ridge line. */
export function paintRoof(
  canvas: SceneCanvas,
  building: PixelBuilding,
  chooser: SwatchChooser,
  sun: Sun,
  rng: Random,
): void {
  const swatches = chooser.pick('roof', 1);
  const slope = rng.range(0.25, 0.5);
  const tint = swatches[0] ? gainsTowards(swatches[0], ROOFING, 0.6, rng) : [1, 1, 1, 1];
  const eave = rng.range(0.6, 0.9);
  for (const part of building.parts) {
    const rect = orientedRect(part.centre[0], part.centre[1], part.length, part.width, part.angle);
    const pixels = pixelsInside(canvas, [rect]);
    const texture = synthesiseTexture(canvas, pixels, {
      swatches,
      patchMetres: rng.range(4, 10),
      rng,
      angle: part.angle + rng.int(0, 3) * (Math.PI / 2),
    });
    if (!texture.hasNir) canvas.nirComplete = false;
    const ux = Math.cos(part.angle);
    const uy = Math.sin(part.angle);
    const halfLength = part.length / 2;
    const halfWidth = part.width / 2;
    const flatLight = Math.sin(sun.elevation);
    const facetLight = (nx: number, ny: number) =>
      Math.max(
        0.6,
        Math.min(
          1.35,
          (Math.cos(slope) * flatLight +
            Math.sin(slope) *
              Math.cos(sun.elevation) *
              (nx * sun.towards[0] + ny * sun.towards[1])) /
            flatLight,
        ),
      );
    const rise = part.form === 'flat' ? 0 : Math.tan(slope) * halfWidth * canvas.metresPerPixel;
    for (let k = 0; k < pixels.length; k++) {
      const i = pixels[k] ?? 0;
      const x = (i % canvas.width) + 0.5 - part.centre[0];
      const y = Math.floor(i / canvas.width) + 0.5 - part.centre[1];
      const a = x * ux + y * uy;
      const b = -x * uy + y * ux;
      let light = 1;
      if (part.form === 'gable') light = facetLight(-uy * Math.sign(b), ux * Math.sign(b));
      else if (part.form === 'hip')
        light =
          halfWidth - Math.abs(b) < halfLength - Math.abs(a)
            ? facetLight(-uy * Math.sign(b), ux * Math.sign(b))
            : facetLight(ux * Math.sign(a), uy * Math.sign(a));
      const edge = Math.min(halfWidth - Math.abs(b), halfLength - Math.abs(a));
      if (edge < 1) light *= eave;
      if (part.form === 'gable' && Math.abs(b) < 0.7) light *= 1.08;
      for (let band = 0; band < 4; band++) {
        const target = canvas.planes[band];
        if (target) target[i] = (texture.planes[band]?.[k] ?? 0) * light * (tint[band] ?? 1);
      }
      canvas.truth[i] = BUILDING;
      canvas.elevation[i] = building.plan.height + rise * (1 - Math.abs(b) / halfWidth);
    }
  }
}
