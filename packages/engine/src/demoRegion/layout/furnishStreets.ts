import type { Random } from '../random.ts';
import { rectPolygon, type Pt, type StreetPlan, type Surface } from '../scene.ts';
import { lawnLook } from './looks.ts';
import type { SceneBuilder } from './sceneBuilder.ts';
import { CURB, HALF_ROW, REGION_MARGIN, ROADWAY_HALF, SIDEWALK, VERGE } from './streetProfile.ts';

type Rect = [number, number, number, number];

/**
 * Public lawn (the margin round the region and the verges), then sidewalks, curbs and
 * roadways. Lots paint their own ground, so nothing is painted twice. Runs before the lots.
 */
export function paveStreets(
  random: Random,
  scene: SceneBuilder,
  streets: readonly StreetPlan[],
  width: number,
  height: number,
): void {
  const lawn: Surface = { kind: 'lawn', look: lawnLook(random, 'municipal') };
  const m = REGION_MARGIN;
  for (const rect of [
    [0, 0, width, m],
    [0, height - m, width, height],
    [0, m, m, height - m],
    [width - m, m, width, height - m],
  ] as Rect[]) {
    scene.add('ground', surface(rect, lawn));
  }
  for (const street of streets) {
    for (const side of [-1, 1])
      scene.add(
        'ground',
        surface(band(street, side * (ROADWAY_HALF + CURB + VERGE / 2), VERGE), lawn),
      );
  }
  const sidewalk: Surface = {
    kind: 'pavement',
    material: 'concrete',
    jointSpacing: 1.5,
    tone: random.range(0.92, 1.05),
  };
  const curb: Surface = { kind: 'pavement', material: 'concrete', jointSpacing: null, tone: 1.05 };
  for (const street of streets) {
    for (const side of [-1, 1])
      scene.add(
        'paving',
        surface(band(street, side * (HALF_ROW - SIDEWALK / 2), SIDEWALK), sidewalk),
      );
  }
  for (const street of streets)
    scene.add('paving', surface(band(street, 0, 2 * (ROADWAY_HALF + CURB)), curb));
  for (const street of streets) {
    const asphalt: Surface = {
      kind: 'pavement',
      material: random.chance(0.6) ? 'asphalt' : 'old-asphalt',
      jointSpacing: null,
      tone: random.range(0.9, 1.1),
    };
    scene.add('paving', surface(band(street, 0, 2 * ROADWAY_HALF), asphalt));
  }
}

/** Street trees (clear of the driveways the lots made) and parked cars. Runs after the lots. */
export function furnishStreetSides(
  random: Random,
  scene: SceneBuilder,
  streets: readonly StreetPlan[],
): void {
  for (const street of streets) {
    if (street.axis === 'ew') addStreetTrees(random, scene, street, streets);
    addParkedCars(random, scene, street);
  }
}

function surface(rect: Rect, s: Surface) {
  return { type: 'surface' as const, polygon: rectPolygon(rect), surface: s };
}

/** A strip parallel to the street, `offset` from its centre line. */
function band(street: StreetPlan, offset: number, width: number): Rect {
  const a = street.centre + offset - width / 2;
  const b = street.centre + offset + width / 2;
  return street.axis === 'ew' ? [street.from, a, street.to, b] : [a, street.from, b, street.to];
}

function addStreetTrees(
  random: Random,
  scene: SceneBuilder,
  street: StreetPlan,
  streets: readonly StreetPlan[],
): void {
  const crossings = streets.filter((s) => s.axis === 'ns').map((s) => s.centre);
  for (const side of ['north', 'south'] as const) {
    if (!random.chance(0.6)) continue;
    const y = street.centre + (side === 'north' ? -1 : 1) * (ROADWAY_HALF + CURB + VERGE / 2);
    // Lots on the north side of the street face south.
    const drives =
      scene.driveways.get(`${street.name}|${side === 'north' ? 'south' : 'north'}`) ?? [];
    const spacing = random.range(10, 16);
    for (
      let x = street.from + random.range(4, 10);
      x < street.to - 4;
      x += spacing + random.range(-2, 2)
    ) {
      if (crossings.some((c) => Math.abs(x - c) < HALF_ROW + 3)) continue;
      if (drives.some(([a, b]) => x > a - 2 && x < b + 2)) continue;
      const radius = random.range(3, 6);
      scene.add('canopy', {
        type: 'tree',
        tree: {
          x,
          y,
          radius,
          height: radius * random.range(1.6, 2.4) + 3,
          species: 'deciduous',
          tone: random.range(0.85, 1.15),
          seed: random.seed() % 100000,
        },
      });
    }
  }
}

function addParkedCars(random: Random, scene: SceneBuilder, street: StreetPlan): void {
  const count = random.int(0, 3);
  for (let k = 0; k < count; k++) {
    const along = random.range(street.from + 20, street.to - 20);
    const offset = (random.chance(0.5) ? -1 : 1) * (ROADWAY_HALF - 1.2);
    const c: Pt =
      street.axis === 'ew' ? [along, street.centre + offset] : [street.centre + offset, along];
    const [hl, hw] = [2.3, 0.9];
    const rect: Rect =
      street.axis === 'ew'
        ? [c[0] - hl, c[1] - hw, c[0] + hl, c[1] + hw]
        : [c[0] - hw, c[1] - hl, c[0] + hw, c[1] + hl];
    const grey = random.int(40, 230);
    scene.add('structures', {
      type: 'car',
      car: { rect, colour: [grey, grey, grey + random.int(-10, 10)] },
    });
  }
}
