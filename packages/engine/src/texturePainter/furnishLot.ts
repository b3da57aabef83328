import type { Random } from '../demoRegion/random.ts';
import { OTHER, PAVEMENT, SOIL, WATER } from '../landClasses.ts';
import { at, frameAngle, lotRect, type LotFrame } from './lotFrame.ts';
import type { BuildingPlan, LawnLook, RoofForm, ScenePlan } from './scenePlan.ts';

const FENCE_COLOURS: [number, number, number][] = [
  [150, 120, 90],
  [120, 95, 75],
  [185, 180, 170],
  [225, 222, 215],
  [95, 90, 85],
];

export interface LotOptions {
  key: string;
  /** Metres from the front line to the curb, crossed by the driveway. */
  apron: number;
  lawn: LawnLook;
  roofForm: RoofForm;
  /** Most trees on the lot. */
  trees: number;
}

/** A house lot: lawn, house, driveway, walk, beds, patio, maybe a pool and shed, fences, trees, cars. */
export function furnishLot(
  plan: ScenePlan,
  frame: LotFrame,
  rng: Random,
  options: LotOptions,
): BuildingPlan {
  const { width, depth } = frame;
  const { key } = options;
  const angle = frameAngle(frame);
  plan.lawns.push({ polygon: lotRect(frame, 0, 0, width, depth), look: options.lawn, key });

  const sideGap = rng.range(1.5, 4);
  const houseWidth = Math.min(width - 2 * sideGap, rng.range(9, 19));
  const houseDepth = Math.min(depth * 0.45, rng.range(8, 14));
  const setback = Math.min(depth - houseDepth - 4, rng.range(4, 10));
  const left = rng.chance(0.5);
  const houseU0 = left
    ? sideGap + rng.range(0, width - 2 * sideGap - houseWidth)
    : width - sideGap - houseWidth;
  const houseU1 = houseU0 + houseWidth;
  const houseCentre = at(frame, (houseU0 + houseU1) / 2, setback + houseDepth / 2);
  const parts = [
    { centre: houseCentre, length: houseWidth, width: houseDepth, angle, form: options.roofForm },
  ];
  if (rng.chance(0.45)) {
    const wingWidth = rng.range(4, houseWidth * 0.6);
    const wingDepth = rng.range(4, Math.max(4.5, depth - setback - houseDepth - 5));
    const wingU = rng.chance(0.5) ? houseU0 + wingWidth / 2 : houseU1 - wingWidth / 2;
    parts.push({
      centre: at(frame, wingU, setback + houseDepth + wingDepth / 2 - 1),
      length: wingDepth + 1,
      width: wingWidth,
      angle: angle + Math.PI / 2,
      form: options.roofForm,
    });
  }
  const house: BuildingPlan = { parts, height: rng.range(2.8, 6.5), key: `${key}-house` };
  plan.buildings.push(house);

  // Driveway to the garage end of the house, across the verge to the curb.
  const driveWidth = rng.range(3, Math.min(6.5, houseWidth * 0.5));
  const garageAtLeft = rng.chance(0.5);
  const driveU0 = garageAtLeft ? houseU0 + rng.range(0, 1) : houseU1 - driveWidth - rng.range(0, 1);
  const driveMaterial = rng.chance(0.6) ? 'concrete' : 'asphalt';
  plan.surfaces.push({
    polygon: lotRect(frame, driveU0, -options.apron, driveU0 + driveWidth, setback + 0.3),
    material: driveMaterial,
    landClass: PAVEMENT,
    key: `${key}-drive`,
  });
  // Some houses have a garage standing forward of the front wall, over the driveway's end.
  const bump = setback > 6 && rng.chance(0.35) ? rng.range(2, Math.min(5, setback - 4)) : 0;
  if (bump > 0)
    parts.push({
      centre: at(frame, driveU0 + driveWidth / 2, setback - bump / 2 + 1.5),
      length: bump + 3,
      width: driveWidth + rng.range(0.5, 1.5),
      angle: angle + Math.PI / 2,
      form: options.roofForm,
    });
  for (let c = 0, cars = rng.int(0, 2); c < cars; c++) {
    const carV = rng.range(2.5, Math.max(2.6, setback - bump - 2.5));
    plan.cars.push({
      centre: at(frame, driveU0 + driveWidth * (cars === 2 ? 0.25 + c * 0.5 : 0.5), carV),
      angle: angle + Math.PI / 2 + (rng.chance(0.5) ? Math.PI : 0),
    });
  }

  // Beds along the front of the house, outside the driveway; a walk to the door.
  const bedDepth = rng.range(0.8, 2.5);
  const bedMaterial = rng.pick(['mulch', 'mulch', 'gravel', 'soil'] as const);
  const bedU0 = garageAtLeft ? driveU0 + driveWidth + 0.2 : houseU0;
  const bedU1 = garageAtLeft ? houseU1 : driveU0 - 0.2;
  if (bedU1 - bedU0 > 2 && rng.chance(0.8))
    plan.surfaces.push({
      polygon: lotRect(frame, bedU0, setback - bedDepth, bedU1, setback + 0.3),
      material: bedMaterial,
      landClass: SOIL,
      key: `${key}-bed`,
    });
  const doorU = bedU0 + (bedU1 - bedU0) * rng.range(0.3, 0.7);
  const walkWidth = rng.range(1, 1.6);
  if (rng.chance(0.5))
    plan.surfaces.push({
      polygon: lotRect(
        frame,
        doorU - walkWidth / 2,
        -options.apron * 0.4,
        doorU + walkWidth / 2,
        setback,
      ),
      material: 'concrete',
      landClass: PAVEMENT,
      key: `${key}-walk`,
    });
  else if (bedU1 > bedU0)
    plan.surfaces.push({
      polygon: lotRect(
        frame,
        garageAtLeft ? driveU0 + driveWidth : doorU - walkWidth / 2,
        setback - bedDepth - walkWidth,
        garageAtLeft ? doorU + walkWidth / 2 : driveU0,
        setback - bedDepth,
      ),
      material: 'concrete',
      landClass: PAVEMENT,
      key: `${key}-walk`,
    });

  // The back yard: patio, pool, shed, side beds.
  const back = setback + houseDepth;
  if (rng.chance(0.6)) {
    const pu = houseU0 + rng.range(0, Math.max(0, houseWidth - 6));
    plan.surfaces.push({
      polygon: lotRect(frame, pu, back, pu + rng.range(3, 7), back + rng.range(2.5, 5)),
      material: 'concrete',
      landClass: PAVEMENT,
      key: `${key}-patio`,
    });
  }
  const yardDepth = depth - back;
  if (yardDepth > 11 && rng.chance(0.25)) {
    const pw = rng.range(4, Math.min(9, width - 4));
    const pd = rng.range(3, 5);
    const pu = rng.range(2, width - pw - 2);
    const pv = back + rng.range(5, yardDepth - pd - 2);
    plan.surfaces.push({
      polygon: lotRect(frame, pu - 1, pv - 1, pu + pw + 1, pv + pd + 1),
      material: 'concrete',
      landClass: PAVEMENT,
      key: `${key}-coping`,
    });
    plan.surfaces.push({
      polygon: lotRect(frame, pu, pv, pu + pw, pv + pd),
      material: 'water',
      landClass: WATER,
      key: `${key}-pool`,
    });
  }
  if (rng.chance(0.35))
    plan.surfaces.push({
      polygon: lotRect(frame, 0.2, back, rng.range(1, 2.5), depth - 0.2),
      material: bedMaterial,
      landClass: SOIL,
      key: `${key}-bed`,
    });
  if (yardDepth > 7 && rng.chance(0.3)) {
    const su = rng.chance(0.5) ? rng.range(0.5, 2) : width - rng.range(3, 5);
    const shed = at(frame, su + 1.5, depth - rng.range(2, 3.5));
    plan.buildings.push({
      parts: [
        {
          centre: shed,
          length: rng.range(2.2, 4),
          width: rng.range(2, 3),
          angle,
          form: rng.chance(0.5) ? 'gable' : 'flat',
        },
      ],
      height: rng.range(2, 2.8),
      key: `${key}-shed`,
    });
  }

  // Fences on the sides (from the house front back) and along the back line.
  if (rng.chance(0.5)) {
    const height = rng.range(1.2, 2);
    const colour = rng.pick(FENCE_COLOURS);
    const thick = rng.range(0.12, 0.25);
    const from = setback + rng.range(0, houseDepth);
    for (const u of [0, width])
      plan.fences.push({
        polygon: lotRect(frame, u - thick / 2, from, u + thick / 2, depth),
        thickness: thick,
        height,
        colour,
      });
    plan.fences.push({
      polygon: lotRect(frame, 0, depth - thick / 2, width, depth + thick / 2),
      thickness: thick,
      height,
      colour,
    });
  }

  // Trees: mostly in the back yard, some in front, a few near the house.
  for (let t = 0, n = rng.int(0, options.trees); t < n; t++) {
    const radius = rng.chance(0.3) ? rng.range(1.2, 2.5) : rng.range(2.5, 7.5);
    const inFront = rng.chance(0.35);
    const v = inFront ? rng.range(0, setback) : rng.range(back, depth);
    plan.trees.push({
      centre: at(frame, rng.range(0, width), v),
      radius,
      height: radius * rng.range(1.4, 2.6) + 1,
    });
  }
  return house;
}

/** Fence drawn at a lot line is not lawn: keep it in the truth as "other". */
export const FENCE_CLASS = OTHER;
