import { blobPolygon, rectPolygon } from '../scene.ts';
import { isFree, type LocalRect } from './lotFrame.ts';
import { drivewayMaterial, roofMaterial } from './looks.ts';
import { addSurface, type LotContext } from './yardPieces.ts';

/** What only big lots have: a pond, a sport court, a barn. */
export function furnishEstateExtras(ctx: LotContext, yard: LocalRect): void {
  const { random } = ctx;
  if (random.chance(0.3)) addPond(ctx, yard);
  if (random.chance(0.15)) addSportCourt(ctx, yard);
  if (random.chance(0.3)) addBarn(ctx, yard);
}

function addPond(ctx: LotContext, yard: LocalRect): void {
  const { random, frame, scene } = ctx;
  const r = random.range(4.5, 8);
  for (let tries = 0; tries < 12; tries++) {
    const u = random.range(yard[0] + r + 2, yard[2] - r - 2);
    const v = random.range(yard[1] + r + 2, yard[3] - r - 2);
    const rect: LocalRect = [u - r - 1, v - r - 1, u + r + 1, v + r + 1];
    if (!isFree(rect, ctx.occupied, 1)) continue;
    ctx.occupied.push(rect);
    const [x, y] = frame.point(u, v);
    const phase = random.range(0, 6);
    scene.add('beds', {
      type: 'surface',
      polygon: blobPolygon(x, y, r + 0.8, 0.18, phase),
      surface: { kind: 'soil', material: 'soil', tone: random.range(0.8, 1) },
    });
    const water = blobPolygon(x, y, r, 0.18, phase);
    scene.add('water', {
      type: 'surface',
      polygon: water,
      surface: { kind: 'water', material: 'pond', tone: random.range(0.85, 1.15) },
    });
    scene.truthObjects.push({ kind: 'pond', lotIndex: frame.lot.index, polygon: water });
    return;
  }
}

function addSportCourt(ctx: LotContext, yard: LocalRect): void {
  const { random, frame, scene } = ctx;
  const [w, d] = random.chance(0.5) ? [9, 16] : [16, 9];
  for (let tries = 0; tries < 10; tries++) {
    const u = random.range(yard[0] + 1, yard[2] - w - 1);
    const v = random.range(yard[1] + 1, yard[3] - d - 1);
    const rect: LocalRect = [u, v, u + w, v + d];
    if (!isFree(rect, ctx.occupied, 1)) continue;
    addSurface(ctx, 'paving', rect, {
      kind: 'pavement',
      material: 'sport-court',
      jointSpacing: null,
      tone: random.range(0.9, 1.1),
    });
    const lines: LocalRect[] = [
      [u + 0.6, v + 0.6, u + w - 0.6, v + 0.9],
      [u + 0.6, v + d - 0.9, u + w - 0.6, v + d - 0.6],
      [u + 0.6, v + 0.6, u + 0.9, v + d - 0.6],
      [u + w - 0.9, v + 0.6, u + w - 0.6, v + d - 0.6],
    ];
    for (const line of lines)
      scene.add('water', {
        type: 'surface',
        polygon: rectPolygon(frame.rect(line)),
        surface: { kind: 'paint-line', coverage: 0.8 },
      });
    return;
  }
}

/** A detached garage or barn at the back, reached by a gravel-free paved lane along the side. */
function addBarn(ctx: LotContext, yard: LocalRect): void {
  const { random, frame, scene } = ctx;
  const w = random.range(7, 10);
  const d = random.range(7, 9);
  const left = random.chance(0.5);
  const u0 = left ? yard[0] + 3 : yard[2] - 3 - w;
  const v0 = yard[3] - d - random.range(3, 8);
  const rect: LocalRect = [u0, v0, u0 + w, v0 + d];
  if (!isFree(rect, ctx.occupied, 1)) return;
  ctx.occupied.push(rect);
  scene.add('structures', {
    type: 'building',
    building: {
      kind: 'garage',
      sections: [
        {
          rect: frame.rect(rect),
          style: 'gable',
          ridgeAlong: 'y',
          eaveHeight: random.range(3, 4),
          pitch: random.range(0.35, 0.55),
        },
      ],
      material: roofMaterial(random),
      tone: random.range(0.85, 1.15),
      eaves: 0.4,
      units: [],
    },
  });
  const laneU = left ? u0 + 1 : u0 + w - 4.5;
  const lane: LocalRect = [laneU, v0 - 9, laneU + 3.5, v0];
  if (isFree(lane, ctx.occupied, 0.2))
    addSurface(ctx, 'paving', lane, {
      kind: 'pavement',
      material: drivewayMaterial(random),
      jointSpacing: null,
      tone: 1,
    });
}
