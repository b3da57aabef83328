import { Random } from '../demoRegion/random.ts';
import { PAVEMENT, TREE } from '../landClasses.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { developImage, drawCameraLook } from './cameraLook.ts';
import { createCanvas, pixelsInside } from './canvas.ts';
import { castShadows, type Occluder } from './castShadows.ts';
import { SwatchChooser } from './chooseSwatches.ts';
import { FENCE_CLASS } from './furnishLot.ts';
import { orientedRect, widen, type Point, type Polygon } from './geometry.ts';
import { loadSwatchLibrary } from './loadSwatches.ts';
import { paintLawn } from './paintLawns.ts';
import { paintRoof, type PixelBuilding } from './paintRoofs.ts';
import { CAR_PAINT, FOLIAGE, gainsTowards, PAVING } from './palette.ts';
import { planScene } from './planScene.ts';
import { exemplarRadius, stamp, turnTowardsSun } from './stampObjects.ts';
import type { Sun } from './sun.ts';
import { synthesiseTexture, writeTexture } from './synthesiseTexture.ts';

export interface TextureSceneOptions {
  /** Fix the ground resolution instead of drawing it from 0.15–0.6 m. */
  metresPerPixel?: number;
  /**
   * Prefer exemplars with a near-infrared band, so that the scene can carry one; the
   * resolution is then drawn from 0.5–0.6 m.
   */
  nir?: boolean;
  /**
   * Source files (relative to ../shared/data) whose exemplars the scene must not use, so that
   * it can train a model scored on those images; a material with none left takes a stand-in.
   */
  leaveOut?: readonly string[];
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
  /** The trees planted: the middle of each crown in pixel coordinates, and its radius. */
  trees: { centre: [number, number]; radiusM: number }[];
  look: Record<string, number | string | boolean>;
}

/** A residential scene composed from real photo textures, with its truth. */
export async function paintTextureScene(
  seed: number,
  options: TextureSceneOptions = {},
): Promise<TextureScene> {
  const rng = new Random(seed);
  const library = await loadSwatchLibrary();
  // Imagery with NIR is NAIP-like survey imagery: 0.5–0.6 m, the scale of its exemplars (finer,
  // they would be blown up into smooth blobs that teach "smooth dark plant is a crown").
  const finest = options.nir ? 0.5 : 0.15;
  const metresPerPixel =
    options.metresPerPixel ?? Math.exp(rng.range(Math.log(finest), Math.log(0.6)));
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
  const chooser = new SwatchChooser(
    library,
    metresPerPixel,
    rng,
    options.nir ?? false,
    new Set(options.leaveOut),
  );
  const azimuth = rng.range(0, 2 * Math.PI);
  const sun: Sun = {
    towards: [Math.cos(azimuth), Math.sin(azimuth)],
    elevation: rng.range(0.6, 1.25),
  };

  // Each lawn, ground wherever the plan leaves none (the world goes on past it), then surfaces.
  const lawnPixels = plan.lawns.map((lawn) => pixelsInside(canvas, [px(lawn.polygon)]));
  const covered = new Uint8Array(width * height);
  for (const pixels of lawnPixels) for (const i of pixels) covered[i] = 1;
  for (const piece of plan.surfaces)
    for (const i of pixelsInside(canvas, [px(piece.polygon)])) covered[i] = 1;
  const open: number[] = [];
  covered.forEach((c, i) => {
    if (!c) open.push(i);
  });
  paintLawn(
    canvas,
    Int32Array.from(open),
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
  plan.lawns.forEach((lawn, k) =>
    paintLawn(
      canvas,
      lawnPixels[k] ?? new Int32Array(0),
      { ...lawn.look, stripeAngle: lawn.look.stripeAngle + turn },
      chooser,
      rng,
    ),
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
    const first = swatches[0];
    const neutral = piece.material === 'asphalt' || piece.material === 'concrete';
    writeTexture(
      canvas,
      texture,
      first && neutral ? gainsTowards(first, PAVING, 0.4, rng) : [1, 1, 1, 1],
    );
    for (const i of pixels) {
      canvas.truth[i] = piece.landClass;
      canvas.elevation[i] = 0;
    }
  }
  const occluders: Occluder[] = [];
  for (const fence of plan.fences) {
    // A fence thinner than a pixel is drawn one pixel wide and blended by its share of it; it
    // is "other" in the truth only where it covers at least half of the pixel.
    const outline = px(fence.polygon);
    const cover = Math.min(1, fence.thickness / metresPerPixel);
    const drawn = cover < 1 ? px(widen(fence.polygon, metresPerPixel)) : outline;
    const shade = rng.range(0.92, 1.05);
    for (const i of pixelsInside(canvas, [drawn])) {
      canvas.planes.forEach((plane, b) => {
        const colour = (fence.colour[b] ?? fence.colour[0]) * shade;
        plane[i] = (plane[i] ?? 0) * (1 - cover) + colour * cover;
      });
      if (cover >= 0.5) {
        canvas.truth[i] = FENCE_CLASS;
        canvas.elevation[i] = fence.height;
      }
    }
    occluders.push({ outline: drawn, base: 0, top: fence.height, leafy: false });
  }
  const footprints: [number, number][][] = [];
  for (const [index, building] of plan.buildings.entries()) {
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
        group: index + 1,
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
    const tint = gainsTowards(swatch, CAR_PAINT, 0.8, rng);
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
    // A crown photographed about as large as the tree, so that it is not blown up into a blur.
    const fitting = crowns.filter((c) => tree.radius / exemplarRadius(c) < 1.8);
    const largest = crowns.reduce((a, b) => (exemplarRadius(b) > exemplarRadius(a) ? b : a));
    const swatch = fitting.length > 0 ? rng.pick(fitting) : largest;
    const centre = toPixel(tree.centre);
    const radius = tree.radius / metresPerPixel;
    // The crown's shadow: a lumpy disc, not a circle.
    const lumps = Array.from({ length: 3 }, () => rng.range(0, 2 * Math.PI));
    const outline: Polygon = Array.from({ length: 16 }, (_, k): Point => {
      const a = (k * Math.PI) / 8;
      const r =
        radius * (1 + (0.12 * lumps.reduce((sum, p, j) => sum + Math.sin((j + 2) * a + p), 0)) / 3);
      return [centre[0] + r * Math.cos(a), centre[1] + r * Math.sin(a)];
    });
    // The crown's shadow is the crown cast from its middle height, drawn out a little by its depth.
    occluders.push({
      outline,
      base: tree.height * rng.range(0.5, 0.6),
      top: tree.height * rng.range(0.7, 0.8),
      leafy: true,
    });
    const flip = rng.chance(0.5);
    // Turn the crown so that the side lit in its photo faces this scene's sun.
    const lit = swatch.litAngle;
    const angle =
      lit === null
        ? rng.range(0, 2 * Math.PI)
        : turnTowardsSun(lit, flip, azimuth) + rng.range(-0.25, 0.25);
    return {
      swatch,
      centre,
      angle,
      enlarge: tree.radius / exemplarRadius(swatch),
      flip,
      landClass: TREE,
      elevation: tree.height,
      gains: gainsTowards(swatch, FOLIAGE, 0.8, rng),
      relight: { towards: sun.towards, strength: rng.range(0.1, 0.2) },
    };
  });
  castShadows(
    canvas,
    occluders,
    sun,
    {
      ambient: rng.range(0.3, 0.6),
      blueShift: rng.range(1.05, 1.3),
      nirShift: rng.range(0.45, 0.9),
    },
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
    trees: plan.trees.map((tree) => ({ centre: toPixel(tree.centre), radiusM: tree.radius })),
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
