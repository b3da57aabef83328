/**
 * A contact sheet for judging the texture painter by eye: painted scenes beside crops of the
 * real photographs, all at one ground resolution. Writes DIR/sheet-<gsd>.png per resolution:
 * the painted scenes first (centre crops), then the real crops, `columns` tiles a row.
 *
 * tsx src/cli/textureContactSheet.ts --out DIR [--count 12] [--seed 1] [--gsd 0.15,0.3,0.6]
 *   [--tile 160] [--zoom 2]
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { z } from 'zod';
import type { RasterBands } from '../raster/geoRaster.ts';
import { paintTextureScene, textureExemplarsAvailable } from '../texturePainter/index.ts';
import { sharedDataDir } from '../texturePainter/loadSwatches.ts';
import { readImage } from './readImage.ts';

/** Residential views in the shared imagery: source, its ground resolution, a centre pixel. */
const view = (source: string, metresPerPixel: number, x: number, y: number) => ({
  source,
  metresPerPixel,
  centre: [x, y] as [number, number],
});
const naip = (tile: string) => view(`naip-ca-urban-trees/images/${tile}.tif`, 0.6, 128, 128);
const REAL_VIEWS = [
  view('coloradosprings-hro015/201404_13SED190110_201404_0x1500m_CL_1.tif', 0.15, 190, 116),
  view('deepforest-samples/2019_BLAN_3_751000_4330000_image_crop.jpg', 0.1, 600, 600),
  view('deepforest-samples/test_tiled.tif', 0.25, 880, 470),
  view('pdal-autzen/autzen.jpg', 0.3048, 1400, 660),
  view('swissimage-detectree/swissimage_0.5m_1091-322_big_600x875.tif', 0.5, 800, 430),
  view('swissimage-detectree/swissimage_0.5m_1091-322_big_600x875.tif', 0.5, 620, 160),
  naip('long_beach_2020_32'),
  naip('claremont_2020_53'),
  naip('chico_2020_85'),
  naip('bishop_2020_4'),
];

const argsSchema = z.object({
  out: z.string().min(1),
  count: z.coerce.number().int().positive().default(12),
  seed: z.coerce.number().int().default(1),
  gsd: z
    .string()
    .default('0.15,0.3,0.6')
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(z.number().min(0.1).max(1)).min(1)),
  tile: z.coerce.number().int().min(32).max(1024).default(160),
  zoom: z.coerce.number().int().min(1).max(4).default(2),
  columns: z.coerce.number().int().min(1).max(12).default(6),
});

const { values } = parseArgs({
  options: Object.fromEntries(
    Object.keys(argsSchema.shape).map((name) => [name, { type: 'string' as const }]),
  ),
});
const args = argsSchema.parse(values);
if (!textureExemplarsAvailable()) {
  console.error('The real imagery in ../shared/data is missing: there is nothing to compare with.');
  process.exit(1);
}
await mkdir(args.out, { recursive: true });

const interleave = (bands: RasterBands): Buffer => {
  const rgb = Buffer.alloc(bands.width * bands.height * 3);
  for (let i = 0, s = 0; i < bands.width * bands.height; i++, s += 3) {
    rgb[s] = bands.red[i] ?? 0;
    rgb[s + 1] = bands.green[i] ?? 0;
    rgb[s + 2] = bands.blue[i] ?? 0;
  }
  return rgb;
};

/** A tile-sized crop of an image around a centre, resampled by `scale` (tile pixels per image pixel). */
async function tileOf(bands: RasterBands, centre: [number, number], scale: number) {
  const side = Math.round(args.tile / scale);
  const width = Math.min(side, bands.width);
  const height = Math.min(side, bands.height);
  const left = Math.max(0, Math.min(bands.width - width, Math.round(centre[0] - width / 2)));
  const top = Math.max(0, Math.min(bands.height - height, Math.round(centre[1] - height / 2)));
  const raw = { width: bands.width, height: bands.height, channels: 3 as const };
  return sharp(interleave(bands), { raw })
    .extract({ left, top, width, height })
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), {
      kernel: scale < 1 ? 'lanczos3' : 'nearest',
    })
    .resize(args.tile, args.tile, { fit: 'contain', background: '#ffffff', kernel: 'nearest' })
    .png()
    .toBuffer();
}

const images = new Map<string, RasterBands>();
for (const gsd of args.gsd) {
  const tiles: Buffer[] = [];
  for (let k = 0; k < args.count; k++) {
    const scene = await paintTextureScene(args.seed * 1000 + k, { metresPerPixel: gsd });
    const { width, height } = scene.bands;
    tiles.push(await tileOf(scene.bands, [width / 2, height / 2], 1));
  }
  while (tiles.length % args.columns !== 0) tiles.push(await blank());
  for (const view of REAL_VIEWS) {
    const bands =
      images.get(view.source) ?? (await readImage(join(sharedDataDir(), view.source), null)).bands;
    images.set(view.source, bands);
    tiles.push(await tileOf(bands, view.centre, view.metresPerPixel / gsd));
  }
  const gap = 4;
  const rows = Math.ceil(tiles.length / args.columns);
  const step = args.tile + gap;
  const sheet = sharp({
    create: {
      width: args.columns * step - gap,
      height: rows * step - gap,
      channels: 3,
      background: '#ffffff',
    },
  }).composite(
    tiles.map((input, k) => ({
      input,
      left: (k % args.columns) * step,
      top: Math.floor(k / args.columns) * step,
    })),
  );
  const flat = await sheet.png().toBuffer({ resolveWithObject: true });
  const path = join(args.out, `sheet-${gsd}.png`);
  await sharp(flat.data)
    .resize(flat.info.width * args.zoom, flat.info.height * args.zoom, { kernel: 'nearest' })
    .toFile(path);
  console.log(`${path}: ${args.count} painted scenes, then ${REAL_VIEWS.length} real crops`);
}

function blank(): Promise<Buffer> {
  return sharp({
    create: { width: args.tile, height: args.tile, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
}
