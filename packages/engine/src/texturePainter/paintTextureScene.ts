import { Random } from '../demoRegion/random.ts';
import { PAVEMENT, TREE } from '../landClasses.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { developImage, drawCameraLook } from './cameraLook.ts';
import { createCanvas, pixelsInside } from './canvas.ts';
import { castShadows, type Occluder } from './castShadows.ts';
import { SwatchChooser } from './chooseSwatches.ts';
import { FENCE_CLASS } from './furnishLot.ts';
import { orientedRect, type Point, type Polygon } from './geometry.ts';
import { loadSwatchLibrary } from './loadSwatches.ts';
import { paintLawn } from './paintLawns.ts';
import { paintRoof, type PixelBuilding } from './paintRoofs.ts';
import { planScene } from './planScene.ts';
import { exemplarRadius, stamp } from './stampObjects.ts';
import type { Sun } from './sun.ts';
import { synthesiseTexture, writeTexture } from './synthesiseTexture.ts';

export interface TextureSceneOptions {
  /** Fix the ground resolution instead of drawing it from 0.15–0.6 m. */
  metresPerPixel?: number;
  /** Prefer exemplars with a near-infrared band, so that the scene can carry one. */
  nir?: boolean;
}

export interface TextureScene {
  bands: RasterBands;
  metresPerPixel: number;
  /** LAND_CLASSES ids, one per pixel. */
  truth: Uint8Array;
  /** The measured lot, pixel coordinates. */
  parcel: [number, number][];
  /** Building outlines (each roof rectangle), pixel coordinates. */
  footprints: [number, number][][];
  look: Record<string, number | string | boolean>;
}

/** A residential scene composed from real photo textures, with its truth. */
export async function paintTextureScene(
  seed: number,
  options: TextureSceneOptions = {},
): Promise<TextureScene> {
  const rng = new Random(seed);
  const library = await loadSwatchLibrary();
  const metresPerPixel =
    options.metresPerPixel ?? Math.exp(rng.range(Math.log(0.15), Math.log(0.6)));
  const { plan, widthMetres, heightMetres, look: planLook } = planScene(rng);
  const quarter = rng.int(0, 3);
  const turn = quarter * (Math.PI / 2) + (rng.chance(0.5) ? rng.range(-0.3, 0.3) : 0);
  const swap = quarter % 2 === 1;
  const width = Math.round((swap ? heightMetres : widthMetres) / metresPerPixel);
  const height = Math.round((swap ? widthMetres : heightMetres) / metresPerPixel);
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const toPixel = ([x, y]: Point): Point => [
    width / 2 + (x * cos - y * sin) / metresPerPixel,
    height / 2 + (x * sin + y * cos) / metresPerPixel,
  ];
  const px = (polygon: Polygon): Polygon => polygon.map(toPixel);

  const canvas = createCanvas(width, height, metresPerPixel);
  const chooser = new SwatchChooser(library, metresPerPixel, rng, options.nir ?? false);
  const azimuth = rng.range(0, 2 * Math.PI);
  const sun: Sun = {
    towards: [Math.cos(azimuth), Math.sin(azimuth)],
    elevation: rng.range(0.6, 1.25),
  };

  // Ground everywhere first (the world goes on past the plan), then each lawn, then surfaces.
  paintLawn(
    canvas,
    Int32Array.from({ length: width * height }, (_, i) => i),
    plan.lawns[0]?.look ?? {
      state: 'green',
      stripeWidth: 1,
      stripeContrast: 0,
      stripeAngle: 0,
      mottling: 0.05,
    },
    chooser,
    rng,
  );
  for (const lawn of plan.lawns)
    paintLawn(
      canvas,
      pixelsInside(canvas, [px(lawn.polygon)]),
      { ...lawn.look, stripeAngle: lawn.look.stripeAngle + turn },
      chooser,
      rng,
    );
  const sharedSwatches = new Map<string, ReturnType<SwatchChooser['pick']>>();
  for (const piece of plan.surfaces) {
    const group =
      piece.key === 'street' || piece.key === 'sidewalk' || piece.key === 'curb'
        ? piece.key
        : `${piece.material}`;
    const swatches = sharedSwatches.get(group) ?? chooser.pick(piece.material, 1);
    sharedSwatches.set(group, swatches);
    const pixels = pixelsInside(canvas, [px(piece.polygon)]);
    const texture = synthesiseTexture(canvas, pixels, {
      swatches,
      patchMetres: rng.range(3, 8),
      rng,
    });
    const g = rng.range(0.9, 1.1);
    writeTexture(canvas, texture, [g, g, g * rng.range(0.97, 1.03), g]);
    for (const i of pixels) {
      canvas.truth[i] = piece.landClass;
      canvas.elevation[i] = 0;
    }
  }
  const occluders: Occluder[] = [];
  for (const fence of plan.fences) {
    const outline = px(fence.polygon);
    for (const i of pixelsInside(canvas, [outline])) {
      canvas.planes.forEach(
        (plane, b) => (plane[i] = (fence.colour[b] ?? fence.colour[0]) * rng.range(0.92, 1.05)),
      );
      canvas.truth[i] = FENCE_CLASS;
      canvas.elevation[i] = fence.height;
    }
    occluders.push({ outline, base: 0, top: fence.height, leafy: false });
  }
  const footprints: [number, number][][] = [];
  for (const building of plan.buildings) {
    const parts = building.parts.map((p) => ({
      ...p,
      centre: toPixel(p.centre),
      length: p.length / metresPerPixel,
      width: p.width / metresPerPixel,
      angle: p.angle + turn,
    }));
    const pixelBuilding: PixelBuilding = { plan: building, parts };
    paintRoof(canvas, pixelBuilding, chooser, sun, rng);
    for (const p of parts) {
      const outline = orientedRect(p.centre[0], p.centre[1], p.length, p.width, p.angle);
      footprints.push(outline);
      occluders.push({
        outline,
        base: 0,
        top:
          building.height +
          (p.form === 'flat' ? 0.3 : Math.min(p.width, p.length) * metresPerPixel * 0.2),
        leafy: false,
      });
    }
  }
  const cars = chooser.eligible('car');
  for (const car of plan.cars) {
    if (cars.length === 0 || options.nir) break;
    const swatch = rng.pick(cars);
    const centre = toPixel(car.centre);
    // The car exemplars are upright (nose up or down): turn them to lie along their way.
    const angle = car.angle + turn - Math.PI / 2;
    const tint = rng.chance(0.5)
      ? [1, 1, 1, 1]
      : [rng.range(0.5, 1.4), rng.range(0.5, 1.3), rng.range(0.5, 1.3), 1];
    stamp(canvas, {
      swatch,
      centre,
      angle,
      enlarge: 1,
      flip: rng.chance(0.5),
      landClass: PAVEMENT,
      elevation: 1.5,
      gains: tint,
    });
    occluders.push({
      outline: orientedRect(
        centre[0],
        centre[1],
        4.5 / metresPerPixel,
        1.8 / metresPerPixel,
        car.angle + turn,
      ),
      base: 0,
      top: 1.5,
      leafy: false,
    });
  }
  const crowns = chooser.eligible('treeCrown');
  const treeStamps = plan.trees.map((tree) => {
    const swatch = rng.pick(crowns);
    const centre = toPixel(tree.centre);
    const radius = tree.radius / metresPerPixel;
    const outline: Polygon = Array.from({ length: 12 }, (_, k): Point => [
      centre[0] + radius * Math.cos((k * Math.PI) / 6),
      centre[1] + radius * Math.sin((k * Math.PI) / 6),
    ]);
    occluders.push({
      outline,
      base: tree.height * rng.range(0.3, 0.5),
      top: tree.height,
      leafy: true,
    });
    const g = rng.range(0.85, 1.15);
    return {
      swatch,
      centre,
      angle: rng.range(0, 2 * Math.PI),
      enlarge: tree.radius / exemplarRadius(swatch),
      flip: rng.chance(0.5),
      landClass: TREE,
      elevation: tree.height,
      gains: [g * rng.range(0.92, 1.08), g, g * rng.range(0.92, 1.08), g],
    };
  });
  castShadows(
    canvas,
    occluders,
    sun,
    { ambient: rng.range(0.3, 0.6), blueShift: rng.range(1.05, 1.3) },
    rng,
  );
  for (const s of treeStamps) stamp(canvas, s);

  const camera = drawCameraLook(rng);
  const bands = await developImage(canvas, camera, rng);
  return {
    bands,
    metresPerPixel,
    truth: canvas.truth,
    parcel: px(plan.parcel),
    footprints,
    look: {
      seed,
      metresPerPixel,
      turn,
      sunAzimuth: azimuth,
      sunElevation: sun.elevation,
      ...planLook,
      ...Object.fromEntries(
        Object.entries(camera).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.map((x) => x.toFixed(3)).join(',') : v,
        ]),
      ),
      buildings: plan.buildings.length,
      trees: plan.trees.length,
    },
  };
}
