import { isFree, type LocalRect } from './lotFrame.ts';
import type { SoilMaterial } from '../scene.ts';
import { weighted } from './looks.ts';
import {
  addFence,
  addIslandBed,
  addShrubRow,
  addSurface,
  addTree,
  type LotContext,
} from './yardPieces.ts';

export function addFrontYard(ctx: LotContext, living: LocalRect, bedMaterial: SoilMaterial): void {
  const { random } = ctx;
  const door = (living[0] + living[2]) / 2 + random.range(-1.5, 1.5);
  const walk = {
    kind: 'pavement' as const,
    material: weighted(random, [
      ['concrete', 0.7],
      ['pavers', 0.3],
    ] as const),
    jointSpacing: null,
    tone: random.range(0.92, 1.08),
  };
  addSurface(ctx, 'paving', [door - 0.6, 0, door + 0.6, living[1]], walk);
  if (random.chance(0.85)) {
    const depth = random.range(1, 2.2);
    for (const bed of [
      [living[0], living[1] - depth, door - 0.7, living[1]],
      [door + 0.7, living[1] - depth, living[2], living[1]],
    ] as LocalRect[]) {
      if (bed[2] - bed[0] < 1) continue;
      addSurface(ctx, 'beds', bed, {
        kind: 'soil',
        material: bedMaterial,
        tone: random.range(0.9, 1.1),
      });
      addShrubRow(ctx, bed);
    }
  }
  if (random.chance(0.35)) {
    const u = random.range(2, ctx.frame.width - 2);
    const v = random.range(2, Math.max(2.1, living[1] - 3));
    if (!ctx.occupied.some((o) => u > o[0] - 3 && u < o[2] + 3 && v > o[1] - 3 && v < o[3] + 3)) {
      const r = random.range(1.2, 2.2);
      addIslandBed(ctx, u, v, r, bedMaterial);
      ctx.occupied.push([u - r, v - r, u + r, v + r]);
      addTree(ctx, u, v, random.range(1.8, 3.5));
    }
  }
}

export function addGardenBed(ctx: LotContext, yard: LocalRect, bedMaterial: SoilMaterial): void {
  const { random, frame } = ctx;
  const depth = random.range(1, 1.8);
  const length = random.range(4, Math.max(4.1, frame.width * 0.7));
  const u0 = random.range(yard[0], Math.max(yard[0], yard[2] - length));
  const bed: LocalRect = [u0, yard[3] - depth, u0 + length, yard[3]];
  if (!isFree(bed, ctx.occupied)) return;
  const vegetables = random.chance(0.35);
  addSurface(ctx, 'beds', bed, {
    kind: 'soil',
    material: vegetables ? 'garden' : bedMaterial,
    tone: random.range(0.9, 1.1),
  });
  addShrubRow(ctx, bed);
}

export function addTrampoline(ctx: LotContext, yard: LocalRect): void {
  const { random, frame } = ctx;
  const r = random.range(1.8, 2.3);
  for (let tries = 0; tries < 10; tries++) {
    const u = random.range(yard[0] + r, yard[2] - r);
    const v = random.range(yard[1] + r, yard[3] - r);
    const rect: LocalRect = [u - r, v - r, u + r, v + r];
    if (!isFree(rect, ctx.occupied)) continue;
    ctx.occupied.push(rect);
    const [x, y] = frame.point(u, v);
    ctx.scene.add('structures', { type: 'trampoline', x, y, radius: r });
    return;
  }
}

/** Back-yard fence or a side hedge along the lot lines. */
export function addBoundaries(ctx: LotContext, houseBack: number): void {
  const { random, frame } = ctx;
  if (random.chance(0.5)) {
    const material = weighted(random, [
      ['wood', 0.5],
      ['vinyl', 0.25],
      ['chain-link', 0.25],
    ] as const);
    const start = Math.max(2, houseBack - random.range(1, 4));
    addFence(ctx, [0, start], [0, frame.depth], material);
    addFence(ctx, [frame.width, start], [frame.width, frame.depth], material);
    addFence(ctx, [0, frame.depth], [frame.width, frame.depth], material);
  }
  if (random.chance(0.2)) {
    const w = random.range(1, 1.8);
    const left = random.chance(0.5);
    const start = random.range(3, 8);
    const rect: LocalRect = left
      ? [0.1, start, 0.1 + w, frame.depth - 0.3]
      : [frame.width - 0.1 - w, start, frame.width - 0.1, frame.depth - 0.3];
    const world = frame.rect(rect);
    ctx.scene.add('structures', {
      type: 'hedge',
      polygon: [
        [world[0], world[1]],
        [world[2], world[1]],
        [world[2], world[3]],
        [world[0], world[3]],
      ],
      height: random.range(1.5, 2.5),
      seed: random.seed() % 100000,
    });
    ctx.occupied.push(rect);
  }
}
