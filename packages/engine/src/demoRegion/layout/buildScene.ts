import type { Random } from '../random.ts';
import type { Scene } from '../scene.ts';
import { furnishCommercialLot } from './furnishCommercialLot.ts';
import { furnishHouseLot } from './furnishHouseLot.ts';
import { furnishStreetSides, paveStreets } from './furnishStreets.ts';
import { LotFrame } from './lotFrame.ts';
import { planRegion } from './planRegion.ts';
import { SceneBuilder } from './sceneBuilder.ts';
import { REGION_MARGIN } from './streetProfile.ts';
import { addTree } from './yardPieces.ts';

/** The whole neighbourhood as vector objects, from one random stream. */
export function buildScene(random: Random, options: { compact: boolean }): Scene {
  const plan = planRegion(random, options.compact);
  const scene = new SceneBuilder();
  paveStreets(random, scene, plan.streets, plan.width, plan.height);
  for (const lot of plan.lots) {
    const ctx = { frame: new LotFrame(lot), random, scene, occupied: [] };
    if (lot.kind === 'commercial') furnishCommercialLot(ctx);
    else furnishHouseLot(ctx);
  }
  furnishStreetSides(random, scene, plan.streets);
  addMarginTrees(random, scene, plan.width, plan.height);
  return {
    width: plan.width,
    height: plan.height,
    lots: plan.lots,
    streets: plan.streets,
    elements: scene.elements(),
    truthObjects: scene.truthObjects,
    houses: scene.houses,
    sun: { azimuthDeg: random.range(140, 220), elevationDeg: random.range(48, 66) },
  };
}

/** Trees in the neighbours' yards around the edge, so the border does not look cut out. */
function addMarginTrees(random: Random, scene: SceneBuilder, width: number, height: number): void {
  const frame = new LotFrame({
    index: -1,
    kind: 'standard',
    rect: [0, 0, width, height],
    faces: 'north',
    street: '',
    houseNumber: 0,
    era: 0,
  });
  const ctx = { frame, random, scene, occupied: [] };
  const count = Math.round((width + height) / 12);
  for (let k = 0; k < count; k++) {
    const onVertical = random.chance(height / (width + height));
    const edge = random.range(1, REGION_MARGIN - 3);
    const far = random.chance(0.5);
    const u = onVertical ? (far ? width - edge : edge) : random.range(0, width);
    const v = onVertical ? random.range(0, height) : far ? height - edge : edge;
    addTree(ctx, u, v, random.range(2.5, 6));
  }
}
