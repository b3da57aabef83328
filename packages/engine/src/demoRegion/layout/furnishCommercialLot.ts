import { blobPolygon, rectPolygon } from '../scene.ts';
import type { LocalRect } from './lotFrame.ts';
import { lawnLook, weighted } from './looks.ts';
import { CURB, SIDEWALK, VERGE } from './streetProfile.ts';
import { addCar, addSurface, addTree, type LotContext } from './yardPieces.ts';

/** A flat-roofed building at the back, parking in front, lawn strips and islands, maybe a pond. */
export function furnishCommercialLot(ctx: LotContext): void {
  const { frame, random, scene } = ctx;
  const W = frame.width;
  const D = frame.depth;
  scene.add('ground', {
    type: 'surface',
    polygon: rectPolygon(frame.lot.rect),
    surface: { kind: 'lawn', look: lawnLook(random, 'municipal') },
  });

  const frontStrip = random.range(3, 6);
  const sideStrip = random.range(2, 4);
  const pond = random.chance(0.4) && W > 52;
  const pondWidth = pond ? random.range(14, 18) : 0;
  const pondLeft = random.chance(0.5);
  const usable: [number, number] = pondLeft
    ? [sideStrip + pondWidth, W - sideStrip]
    : [sideStrip, W - sideStrip - pondWidth];

  const buildingDepth = random.range(14, 20);
  const building: LocalRect = [
    usable[0] + random.range(0, 3),
    D - buildingDepth - random.range(2.5, 4),
    usable[1] - random.range(0, 3),
    D - random.range(2.5, 4),
  ];
  addBuilding(ctx, building);

  const walk: LocalRect = [building[0], building[1] - 2, building[2], building[1]];
  addSurface(ctx, 'paving', walk, {
    kind: 'pavement',
    material: 'concrete',
    jointSpacing: 2,
    tone: 1,
  });
  const lot: LocalRect = [usable[0], frontStrip, usable[1], walk[1]];
  const asphalt = weighted(random, [
    ['asphalt', 0.6],
    ['old-asphalt', 0.4],
  ] as const);
  addSurface(ctx, 'paving', lot, {
    kind: 'pavement',
    material: asphalt,
    jointSpacing: null,
    tone: random.range(0.9, 1.1),
  });
  const entranceU = random.range(lot[0] + 2, lot[2] - 9);
  addSurface(ctx, 'paving', [entranceU, -(CURB + VERGE + SIDEWALK), entranceU + 7.5, frontStrip], {
    kind: 'pavement',
    material: asphalt,
    jointSpacing: null,
    tone: 1,
  });
  const [ex0, , ex1] = frame.rect([entranceU, 0, entranceU + 7.5, 1]);
  scene.addDriveway(frame.lot.street, frame.lot.faces, ex0, ex1);
  addParkingStalls(ctx, lot);

  for (const u of [lot[0] + 1.5, lot[2] - 1.5]) {
    const island: LocalRect = [u - 1.5, lot[1] + 1, u + 1.5, lot[1] + 6];
    addSurface(ctx, 'beds', island, { kind: 'lawn', look: lawnLook(random, 'municipal') }, false);
    if (random.chance(0.8)) addTree(ctx, u, lot[1] + 3.5, random.range(2.5, 4.5), 'deciduous');
  }
  for (let u = random.range(2, 6); u < W - 2; u += random.range(8, 14)) {
    if (random.chance(0.6)) addTree(ctx, u, frontStrip / 2, random.range(2.5, 4.5));
  }
  if (pond) {
    const cu = pondLeft ? sideStrip + pondWidth / 2 : W - sideStrip - pondWidth / 2;
    const [x, y] = frame.point(cu, D * random.range(0.45, 0.6));
    const water = blobPolygon(x, y, pondWidth * 0.38, 0.15, random.range(0, 6));
    scene.add('water', {
      type: 'surface',
      polygon: water,
      surface: { kind: 'water', material: 'pond', tone: random.range(0.85, 1.1) },
    });
    scene.truthObjects.push({ kind: 'pond', lotIndex: frame.lot.index, polygon: water });
  }
  addSurface(ctx, 'paving', [building[2] - 4, building[3], building[2], D - 0.5], {
    kind: 'pavement',
    material: 'concrete',
    jointSpacing: null,
    tone: 0.95,
  });
}

function addBuilding(ctx: LotContext, rect: LocalRect): void {
  const { frame, random, scene } = ctx;
  const world = frame.rect(rect);
  const units: [number, number, number, number][] = [];
  const count = random.int(2, 6);
  for (let k = 0; k < count; k++) {
    const x = random.range(world[0] + 2, world[2] - 4);
    const y = random.range(world[1] + 2, world[3] - 4);
    units.push([x, y, x + random.range(1.2, 2.5), y + random.range(1.2, 2.2)]);
  }
  scene.add('structures', {
    type: 'building',
    building: {
      kind: 'commercial',
      sections: [
        { rect: world, style: 'flat', ridgeAlong: 'x', eaveHeight: random.range(4.5, 7), pitch: 0 },
      ],
      material: weighted(random, [
        ['membrane-white', 0.45],
        ['membrane-tan', 0.25],
        ['shingle-light', 0.3],
      ] as const),
      tone: random.range(0.9, 1.05),
      eaves: 0,
      units,
    },
  });
  ctx.occupied.push(rect);
}

/** Painted stall lines along both long edges of the lot, and a few parked cars. */
function addParkingStalls(ctx: LotContext, lot: LocalRect): void {
  const { frame, random, scene } = ctx;
  const stall = 2.7;
  const rows: [number, number][] = [
    [lot[1] + 0.3, lot[1] + 5.6],
    [lot[3] - 5.6, lot[3] - 0.3],
  ];
  for (const [v0, v1] of rows) {
    if (v1 - v0 < 5 || lot[3] - lot[1] < 12) continue;
    for (let u = lot[0] + 0.5; u < lot[2] - 0.5; u += stall) {
      const line = frame.rect([u, v0, u + 0.15, v1]);
      scene.add('water', {
        type: 'surface',
        polygon: rectPolygon(line),
        surface: { kind: 'paint-line', coverage: 0.5 },
      });
      if (u + stall < lot[2] - 0.5 && random.chance(0.35))
        addCar(ctx, u + stall / 2, (v0 + v1) / 2, true);
    }
  }
}
