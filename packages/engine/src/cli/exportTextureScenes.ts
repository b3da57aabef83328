/**
 * Writes texture-painted scenes in the held-out layout the scorer reads:
 * sceneNN.png (RGB), sceneNN.parcel.json (pixel polygon), sceneNN.mask.png (class ids × 40
 * inside the parcel: 1 lawn, 2 tree, 3 building, 4 pavement, 5 water, 6 bed), sceneNN.truth.png
 * (the whole truth in class colours) and truth.json. All scenes of one export share a resolution.
 *
 * tsx src/cli/exportTextureScenes.ts --out DIR [--count 16] [--seed 1] [--gsd 0.3]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { z } from 'zod';
import { polygonMask } from '../geo/scanPolygon.ts';
import { BUILDING, LAWN, PAVEMENT, SOIL, TREE, WATER } from '../landClasses.ts';
import { paintTextureScene, textureExemplarsAvailable } from '../texturePainter/index.ts';
import { writeClassPng } from './classPng.ts';

const SQFT_PER_M2 = 10.7639;
/** The held-out masks' class numbering. */
const HELD_OUT_IDS: Record<number, number> = {
  [LAWN]: 1,
  [TREE]: 2,
  [BUILDING]: 3,
  [PAVEMENT]: 4,
  [WATER]: 5,
  [SOIL]: 6,
};

const argsSchema = z.object({
  out: z.string().min(1),
  count: z.coerce.number().int().positive().default(16),
  seed: z.coerce.number().int().default(1),
  gsd: z.coerce.number().min(0.1).max(1).default(0.3),
});

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    count: { type: 'string' },
    seed: { type: 'string' },
    gsd: { type: 'string' },
  },
});
const args = argsSchema.parse(values);
if (!textureExemplarsAvailable()) {
  console.error(
    'The real imagery in ../shared/data is missing: the texture painter has nothing to paint with.',
  );
  process.exit(1);
}
await mkdir(args.out, { recursive: true });
const scenes: Record<string, unknown> = {};
for (let k = 0; k < args.count; k++) {
  const name = `scene${String(k).padStart(2, '0')}`;
  const scene = await paintTextureScene(args.seed * 1000 + k, { metresPerPixel: args.gsd });
  const { width, height, red, green, blue } = scene.bands;
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++)
    rgb.set([red[i] ?? 0, green[i] ?? 0, blue[i] ?? 0], i * 3);
  await sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(join(args.out, `${name}.png`));
  await writeClassPng(join(args.out, `${name}.truth.png`), scene.truth, width, height);
  const inside = polygonMask([scene.parcel], width, height);
  const mask = Buffer.from(
    Uint8Array.from(scene.truth, (c, i) => (inside[i] ? (HELD_OUT_IDS[c] ?? 0) * 40 : 0)),
  );
  await sharp(mask, { raw: { width, height, channels: 1 } })
    .png()
    .toFile(join(args.out, `${name}.mask.png`));
  const ring = [...scene.parcel, scene.parcel[0] ?? [0, 0]].map(([x, y]) => [
    Math.round(x * 100) / 100,
    Math.round(y * 100) / 100,
  ]);
  await writeFile(
    join(args.out, `${name}.parcel.json`),
    JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
  );
  let lawn = 0;
  let tree = 0;
  let parcel = 0;
  let pool = false;
  inside.forEach((v, i) => {
    if (!v) return;
    parcel++;
    if (scene.truth[i] === LAWN) lawn++;
    if (scene.truth[i] === TREE) tree++;
    if (scene.truth[i] === WATER) pool = true;
  });
  const toSqFt = args.gsd * args.gsd * SQFT_PER_M2;
  const style = String(scene.look.season) === 'mixed' ? 'texture' : String(scene.look.season);
  scenes[name] = {
    style,
    parcelSqFt: Math.round(parcel * toSqFt * 10) / 10,
    lawnSqFt: Math.round(lawn * toSqFt * 10) / 10,
    lawnPlusCanopySqFt: Math.round((lawn + tree) * toSqFt * 10) / 10,
    hasPool: pool,
    look: scene.look,
  };
}
await writeFile(join(args.out, 'truth.json'), JSON.stringify({ gsd: args.gsd, scenes }, null, 1));
console.log(`${args.count} scenes in ${args.out}`);
