import type { Random } from '../random.ts';
import {
  blobPolygon,
  rectPolygon,
  roundedRectPolygon,
  type Fence,
  type RoofMaterial,
  type SoilMaterial,
  type Surface,
  type TreeSpecies,
} from '../scene.ts';
import { inside, isFree, type LocalRect, type LotFrame } from './lotFrame.ts';
import { poolWater, treeSpecies, weighted } from './looks.ts';
import type { Layer, SceneBuilder } from './sceneBuilder.ts';

/** What a furnishing step needs: where it is, its dice, the scene, and what is already placed. */
export interface LotContext {
  frame: LotFrame;
  random: Random;
  scene: SceneBuilder;
  occupied: LocalRect[];
}

export function addSurface(
  ctx: LotContext,
  layer: Layer,
  rect: LocalRect,
  surface: Surface,
  occupy = true,
): void {
  ctx.scene.add(layer, { type: 'surface', polygon: rectPolygon(ctx.frame.rect(rect)), surface });
  if (occupy) ctx.occupied.push(rect);
}

export function addTree(
  ctx: LotContext,
  u: number,
  v: number,
  radius: number,
  species: TreeSpecies = treeSpecies(ctx.random),
): void {
  const [x, y] = ctx.frame.point(u, v);
  const { random } = ctx;
  const height =
    species === 'shrub'
      ? random.range(0.8, 1.7)
      : species === 'conifer'
        ? radius * random.range(2.6, 3.6)
        : radius * random.range(1.5, 2.3) + 2;
  ctx.scene.add('canopy', {
    type: 'tree',
    tree: {
      x,
      y,
      radius,
      height,
      species,
      tone: random.range(0.82, 1.18),
      seed: random.seed() % 100000,
    },
  });
}

/** Up to `count` trees with trunks on open ground inside `area`. */
export function plantTrees(
  ctx: LotContext,
  count: number,
  area: LocalRect,
  radius: [number, number],
): void {
  for (let placed = 0, tries = 0; placed < count && tries < count * 25; tries++) {
    const u = ctx.random.range(area[0], area[2]);
    const v = ctx.random.range(area[1], area[3]);
    if (ctx.occupied.some((o) => inside(o, u, v, 0.8))) continue;
    addTree(ctx, u, v, ctx.random.range(radius[0], radius[1]));
    placed++;
  }
}

/** A row of overlapping crowns along the back lot line, spilling over it. */
export function addBackLineCluster(
  ctx: LotContext,
  crowns: number,
  radius: [number, number],
): void {
  const { frame, random } = ctx;
  const start = random.range(0, frame.width * 0.4);
  const end = Math.min(frame.width, start + random.range(frame.width * 0.4, frame.width));
  for (let k = 0; k < crowns; k++) {
    const u = start + ((k + random.range(0.2, 0.8)) / crowns) * (end - start);
    const v = frame.depth - random.range(-2, 4);
    addTree(ctx, u, v, random.range(radius[0], radius[1]));
  }
}

/** Shrubs along a bed, leaving some mulch showing between them. */
export function addShrubRow(ctx: LotContext, bed: LocalRect): void {
  const { random } = ctx;
  const alongU = bed[2] - bed[0] >= bed[3] - bed[1];
  const length = alongU ? bed[2] - bed[0] : bed[3] - bed[1];
  const across = alongU ? (bed[1] + bed[3]) / 2 : (bed[0] + bed[2]) / 2;
  const spacing = random.range(1.4, 2.4);
  for (let s = random.range(0.4, 1.0); s < length - 0.4; s += spacing * random.range(0.8, 1.25)) {
    if (random.chance(0.2)) continue;
    const r = random.range(0.4, 0.85);
    const pos = (alongU ? bed[0] : bed[1]) + s;
    if (alongU) addTree(ctx, pos, across + random.range(-0.2, 0.2), r, 'shrub');
    else addTree(ctx, across + random.range(-0.2, 0.2), pos, r, 'shrub');
  }
}

/** A pool with its deck somewhere in `yard`; records it for the accuracy tests. */
export function addPool(ctx: LotContext, yard: LocalRect, maxLength: number): boolean {
  const { random, frame } = ctx;
  const length = random.range(6.5, Math.max(6.6, maxLength));
  const width = random.range(3.4, 5.2);
  const deck = random.range(1, 2.4);
  for (let tries = 0; tries < 20; tries++) {
    const u0 = random.range(yard[0] + deck, yard[2] - deck - length);
    const v0 = random.range(yard[1] + deck, yard[3] - deck - width);
    const water: LocalRect = [u0, v0, u0 + length, v0 + width];
    const deckRect: LocalRect = [u0 - deck, v0 - deck, u0 + length + deck, v0 + width + deck];
    if (!(u0 > yard[0]) || !(v0 > yard[1]) || !isFree(deckRect, ctx.occupied, 0.5)) continue;
    addSurface(ctx, 'paving', deckRect, {
      kind: 'pavement',
      material: weighted(random, [
        ['concrete', 0.6],
        ['pavers', 0.25],
        ['deck', 0.15],
      ]),
      jointSpacing: null,
      tone: random.range(0.9, 1.1),
    });
    const worldWater = frame.rect(water);
    const shape = random.chance(0.35)
      ? roundedRectPolygon(worldWater, random.range(0.6, width / 2))
      : rectPolygon(worldWater);
    ctx.scene.add('water', {
      type: 'surface',
      polygon: shape,
      surface: { kind: 'water', material: poolWater(random), tone: random.range(0.9, 1.1) },
    });
    ctx.scene.truthObjects.push({ kind: 'pool', lotIndex: frame.lot.index, polygon: shape });
    return true;
  }
  return false;
}

/** A small outbuilding in a back corner; records it for the accuracy tests. */
export function addShed(
  ctx: LotContext,
  size: [number, number],
  roof: () => RoofMaterial,
): boolean {
  const { random, frame } = ctx;
  const su = random.range(size[0], size[1]);
  const sv = random.range(size[0], size[1]);
  const corners = random.shuffle([0, 1]);
  for (const corner of corners) {
    const gapU = random.range(0.8, 2);
    const gapV = random.range(0.8, 2);
    const u0 = corner === 0 ? gapU : frame.width - gapU - su;
    const rect: LocalRect = [u0, frame.depth - gapV - sv, u0 + su, frame.depth - gapV];
    if (!isFree(rect, ctx.occupied, 0.6)) continue;
    ctx.occupied.push(rect);
    const world = frame.rect(rect);
    ctx.scene.add('structures', {
      type: 'building',
      building: {
        kind: 'shed',
        sections: [
          {
            rect: world,
            style: 'gable',
            ridgeAlong: random.chance(0.5) ? 'x' : 'y',
            eaveHeight: random.range(2, 2.5),
            pitch: random.range(0.3, 0.5),
          },
        ],
        material: roof(),
        tone: random.range(0.85, 1.2),
        eaves: random.range(0.1, 0.3),
        units: [],
      },
    });
    ctx.scene.truthObjects.push({
      kind: 'shed',
      lotIndex: frame.lot.index,
      polygon: rectPolygon(world),
    });
    return true;
  }
  return false;
}

export function addFence(
  ctx: LotContext,
  a: [number, number],
  b: [number, number],
  material: Fence['material'],
): void {
  ctx.scene.add('structures', {
    type: 'fence',
    fence: { a: ctx.frame.point(a[0], a[1]), b: ctx.frame.point(b[0], b[1]), material },
  });
}

/** A parked car on a paved rectangle, lengthwise along v. */
export function addCar(ctx: LotContext, u: number, v: number, alongV: boolean): void {
  const { random, frame } = ctx;
  const [hl, hw] = [random.range(2.2, 2.5), random.range(0.88, 0.95)];
  const rect: LocalRect = alongV
    ? [u - hw, v - hl, u + hw, v + hl]
    : [u - hl, v - hw, u + hl, v + hw];
  const colour = weighted<[number, number, number]>(random, [
    [[235, 235, 235], 0.25],
    [[30, 30, 32], 0.2],
    [[160, 162, 166], 0.22],
    [[150, 30, 30], 0.12],
    [[40, 60, 120], 0.11],
    [[90, 90, 80], 0.1],
  ]);
  ctx.scene.add('structures', { type: 'car', car: { rect: frame.rect(rect), colour } });
}

export function addIslandBed(
  ctx: LotContext,
  u: number,
  v: number,
  radius: number,
  material: SoilMaterial,
): void {
  const [x, y] = ctx.frame.point(u, v);
  ctx.scene.add('beds', {
    type: 'surface',
    polygon: blobPolygon(x, y, radius, 0.08, ctx.random.range(0, 6)),
    surface: { kind: 'soil', material, tone: ctx.random.range(0.9, 1.1) },
  });
}
