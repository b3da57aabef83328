import { HOUSE_LOT_SPECS } from './houseLotSpecs.ts';
import { lawnLook, mulchMaterial, patioMaterial, roofMaterial } from './looks.ts';
import { addDriveway, placeHouse } from './placeHouse.ts';
import { addBoundaries, addFrontYard, addGardenBed, addTrampoline } from './yardFeatures.ts';
import {
  addBackLineCluster,
  addPool,
  addShed,
  addSurface,
  addTree,
  plantTrees,
  type LotContext,
} from './yardPieces.ts';
import type { LocalRect } from './lotFrame.ts';
import { furnishEstateExtras } from './furnishEstateExtras.ts';

export function furnishHouseLot(ctx: LotContext): void {
  const { frame, random, scene } = ctx;
  const kind = frame.lot.kind === 'commercial' ? 'standard' : frame.lot.kind;
  const spec = HOUSE_LOT_SPECS[kind];
  scene.add('ground', {
    type: 'surface',
    polygon: [
      [frame.lot.rect[0], frame.lot.rect[1]],
      [frame.lot.rect[2], frame.lot.rect[1]],
      [frame.lot.rect[2], frame.lot.rect[3]],
      [frame.lot.rect[0], frame.lot.rect[3]],
    ],
    surface: { kind: 'lawn', look: lawnLook(random) },
  });

  const house = placeHouse(ctx, spec);
  const bedMaterial = mulchMaterial(random);
  addDriveway(ctx, house.garage);
  addFrontYard(ctx, house.living, bedMaterial);

  const backStart = house.back;
  const backYard: LocalRect = [0.5, backStart + 1.5, frame.width - 0.5, frame.depth - 0.8];
  if (random.chance(0.65)) {
    const w = Math.min(house.living[2] - house.living[0], random.range(3.5, 8));
    const u0 = random.range(house.living[0], house.living[2] - w);
    addSurface(ctx, 'paving', [u0, backStart, u0 + w, backStart + random.range(2.8, 5)], {
      kind: 'pavement',
      material: patioMaterial(random),
      jointSpacing: null,
      tone: random.range(0.9, 1.1),
    });
  }
  if (random.chance(spec.pool) && backYard[3] - backYard[1] > 7.5)
    addPool(ctx, backYard, Math.min(12, frame.width - 6));
  if (random.chance(spec.shed))
    addShed(ctx, kind === 'estate' ? [3, 5] : [2.2, 3.8], () => roofMaterial(random));
  if (random.chance(0.22)) addGardenBed(ctx, backYard, bedMaterial);
  if (random.chance(0.06)) addTrampoline(ctx, backYard);
  addBoundaries(ctx, house.back);

  if (random.chance(spec.cluster))
    addBackLineCluster(ctx, kind === 'estate' ? random.int(7, 16) : random.int(3, 7), [
      spec.treeRadius[0] + 0.5,
      spec.treeRadius[1],
    ]);
  plantTrees(
    ctx,
    random.int(...spec.frontTrees),
    [1, 1, frame.width - 1, house.front - 1],
    spec.treeRadius,
  );
  plantTrees(
    ctx,
    random.int(...spec.backTrees),
    [1, backStart + 1, frame.width - 1, frame.depth - 1],
    spec.treeRadius,
  );
  if (random.chance(0.35))
    addTree(
      ctx,
      random.chance(0.5) ? house.living[0] - 1 : house.living[2] + 1,
      house.front + random.range(0, 3),
      random.range(1.5, 2.6),
    );
  if (kind === 'estate') furnishEstateExtras(ctx, backYard);
}
