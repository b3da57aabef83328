import type { Random } from '../demoRegion/random.ts';
import { PAVEMENT } from '../landClasses.ts';
import { bendPlan } from './bendPlan.ts';
import { furnishLot } from './furnishLot.ts';
import { lotRect, type LotFrame } from './lotFrame.ts';
import { emptyPlan, type LawnLook, type RoofForm, type ScenePlan } from './scenePlan.ts';
import type { Point } from './geometry.ts';

export interface PlannedScene {
  plan: ScenePlan;
  /** Ground size of the image, metres, in the plan's frame (the centre is 0, 0). */
  widthMetres: number;
  heightMetres: number;
  look: Record<string, number | string | boolean>;
}

/**
 * A street along the bottom with a row of lots on it, the lots that back onto them, and the
 * row across the street; the middle lot of the near row is the parcel. The image frame is
 * centred on (0, 0); everything is planned past its edges so that a rotated view is full.
 */
export function planScene(rng: Random): PlannedScene {
  const plan = emptyPlan();
  const parcelWidth = rng.range(14, 30);
  const parcelDepth = rng.range(22, 40);
  const sidewalk = rng.chance(0.8) ? rng.range(1.2, 1.8) : 0;
  const strip = rng.chance(0.6) ? rng.range(0.8, 3) : 0;
  const curb = 0.3;
  const apron = sidewalk + strip + curb;
  const streetWidth = rng.range(7, 11);
  const heightMetres = Math.max(rng.range(42, 68), parcelDepth + apron + 8);
  const widthMetres = Math.max(rng.range(42, 68), parcelWidth + 8);
  const reach = Math.hypot(widthMetres, heightMetres) / 2 + 5;
  const front = rng.range(-heightMetres / 2 + parcelDepth + 2, heightMetres / 2 - apron - 3);
  const parcelLeft = -parcelWidth / 2 + rng.range(-0.2, 0.2) * (widthMetres - parcelWidth);

  // How built up and how leafy the neighbourhood is, and whether a side street crosses it.
  const density = rng.pick(['dense', 'typical', 'typical', 'sparse'] as const);
  const widths: Record<typeof density, [number, number]> = {
    dense: [12, 18],
    typical: [14, 30],
    sparse: [24, 42],
  };
  const [lotMin, lotMax] = widths[density];
  const leafiness = rng.int(2, 9);
  const sideStreet = rng.chance(0.35);
  const sideHalf = streetWidth / 2 + apron;
  const sideSign = rng.chance(0.5) ? 1 : -1;
  const sideX =
    sideSign > 0
      ? parcelLeft + parcelWidth + rng.range(0, 18) + sideHalf
      : parcelLeft - rng.range(0, 18) - sideHalf;
  const crossesSide = (u0: number, width: number) =>
    sideStreet && u0 < sideX + sideHalf && u0 + width > sideX - sideHalf;

  const season = rng.chance(0.2) ? 'dormant' : rng.chance(0.15) ? 'patchy' : 'mixed';
  const roofForm = rng.pick<RoofForm>(['gable', 'hip', 'hip', 'flat']);
  const stripes = rng.chance(0.45);
  const lawnLook = (): LawnLook => ({
    state:
      season === 'mixed'
        ? rng.pick(['green', 'green', 'green', 'patchy', 'dormant'] as const)
        : season,
    stripeWidth: rng.range(0.5, 1.1),
    stripeContrast: stripes && rng.chance(0.7) ? rng.range(0.015, 0.05) : 0,
    stripeAngle: rng.pick([0, Math.PI / 2, rng.range(0, Math.PI)]),
    mottling: rng.range(0, 0.08),
  });

  let lotCount = 0;
  const row = (
    frameAt: (u0: number, width: number, depth: number) => LotFrame,
    depthOf: () => number,
  ) => {
    const place = (u0: number, width: number) => {
      if (crossesSide(u0, width)) return;
      const depth = depthOf();
      const frame = frameAt(u0, width, depth);
      const form = rng.chance(0.7) ? roofForm : rng.pick<RoofForm>(['gable', 'hip', 'flat']);
      furnishLot(plan, frame, rng, {
        key: `lot${lotCount++}`,
        apron,
        lawn: lawnLook(),
        roofForm: form,
        trees: leafiness,
      });
    };
    for (let u = parcelLeft + parcelWidth; u < reach;) {
      const w = rng.range(lotMin, lotMax);
      place(u, w);
      u += w;
    }
    for (let u = parcelLeft; u > -reach;) {
      const w = rng.range(lotMin, lotMax);
      place(u - w, w);
      u -= w;
    }
  };

  // The parcel first, so its furniture is planned the same way whatever the neighbours do.
  const parcelFrame: LotFrame = {
    origin: [parcelLeft, front],
    u: [1, 0],
    v: [0, -1],
    width: parcelWidth,
    depth: parcelDepth,
  };
  furnishLot(plan, parcelFrame, rng, {
    key: 'parcel',
    apron,
    lawn: lawnLook(),
    roofForm,
    trees: leafiness,
  });
  plan.parcel = lotRect(parcelFrame, 0, 0, parcelWidth, parcelDepth);
  row(
    (u0, width, depth) => ({ origin: [u0, front], u: [1, 0], v: [0, -1], width, depth }),
    () => parcelDepth,
  );
  const backLine = front - parcelDepth;
  row(
    (u0, width, depth) => ({ origin: [u0, backLine - depth], u: [1, 0], v: [0, 1], width, depth }),
    () => rng.range(22, 40),
  );
  const far = front + apron + streetWidth;
  row(
    (u0, width, depth) => ({ origin: [u0, far + apron], u: [1, 0], v: [0, 1], width, depth }),
    () => rng.range(22, 40),
  );

  // Street, curbs, sidewalks and planting strips on both sides.
  const band = (y0: number, y1: number): Point[] => [
    [-reach, y0],
    [reach, y0],
    [reach, y1],
    [-reach, y1],
  ];
  const stripLook = lawnLook();
  for (const [edge, dir] of [
    [front, 1],
    [far + apron, -1],
  ] as const) {
    if (sidewalk > 0)
      plan.surfaces.push({
        polygon: band(edge, edge + dir * sidewalk),
        material: 'concrete',
        landClass: PAVEMENT,
        key: 'sidewalk',
      });
    if (strip > 0)
      plan.lawns.push({
        polygon: band(edge + dir * sidewalk, edge + dir * (sidewalk + strip)),
        look: stripLook,
        key: 'strip',
      });
    plan.surfaces.push({
      polygon: band(edge + dir * (apron - curb), edge + dir * apron),
      material: 'concrete',
      landClass: PAVEMENT,
      key: 'curb',
    });
    if (strip > 1.2 && rng.chance(0.5))
      for (let x = -reach + rng.range(0, 10); x < reach; x += rng.range(8, 16))
        plan.trees.push({
          centre: [x, edge + dir * (sidewalk + strip / 2)],
          radius: rng.range(2, 5),
          height: rng.range(6, 12),
        });
  }
  plan.surfaces.push({
    polygon: band(front + apron, far),
    material: 'asphalt',
    landClass: PAVEMENT,
    key: 'street',
  });
  if (sideStreet) {
    // A cross street at a corner: its sidewalks and curbs, then its asphalt over the junction.
    const across = (x0: number, x1: number): Point[] => [
      [x0, -reach],
      [x1, -reach],
      [x1, reach],
      [x0, reach],
    ];
    for (const dir of [-1, 1]) {
      const edge = sideX + dir * (streetWidth / 2);
      plan.surfaces.push({
        polygon: across(Math.min(edge, edge + dir * apron), Math.max(edge, edge + dir * apron)),
        material: 'concrete',
        landClass: PAVEMENT,
        key: 'sidewalk',
      });
    }
    plan.surfaces.push({
      polygon: across(sideX - streetWidth / 2, sideX + streetWidth / 2),
      material: 'asphalt',
      landClass: PAVEMENT,
      key: 'street',
    });
  }
  for (let c = 0, n = rng.int(0, 3); c < n; c++)
    plan.cars.push({
      centre: [rng.range(-reach, reach), front + apron + 1.2],
      angle: rng.chance(0.5) ? 0 : Math.PI,
    });
  // Some streets curve: the whole neighbourhood is bent along with it.
  const bend = !sideStreet && rng.chance(0.4) ? rng.pick([-1, 1]) * rng.range(0.004, 0.01) : 0;
  return {
    plan: bend === 0 ? plan : bendPlan(plan, bend),
    widthMetres,
    heightMetres,
    look: {
      parcelWidth,
      parcelDepth,
      sidewalk,
      strip,
      streetWidth,
      density,
      leafiness,
      sideStreet,
      bend,
      season,
      roofForm,
      stripes,
      lots: lotCount + 1,
    },
  };
}
