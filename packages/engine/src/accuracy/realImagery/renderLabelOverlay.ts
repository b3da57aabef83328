/**
 * Renders a real image for labelling and checking labels, zoomed with nearest-neighbour pixels,
 * a light grid and pixel coordinates along the edges:
 *
 *   tsx src/accuracy/realImagery/renderLabelOverlay.ts <labels.geojson | image in ../shared/data>
 *     --out view.png [--zoom 3] [--crop x,y,w,h] [--grid 20] [--nir] [--classes] [--no-labels] [--points]
 *     [--model model.json | --pixels]
 *
 * Given a label file it draws the polygons as a translucent overlay (lawn light green, crowns
 * dark green, roofs red, hard grey, beds brown, water blue, skip magenta); `--classes` puts
 * the class map the product reads a photograph with beside it (the region classifier and its
 * committed model), with the same outlines (`--model`: a model `evaluate-sources` kept, such
 * as one trained without this source's labels; `--pixels`: the pixel classifier); `--nir` shows
 * NIR-red-green false colour (vegetation red) where the image has NIR; `--points` marks the
 * NAIP crown points (magenta).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { classifyPixels } from '../../classify/classifyPixels.ts';
import { classifyRegions, regionClassifier } from '../../classify/classifyRegions.ts';
import { readJson, regionModelsSchema } from '../seedEvaluation.ts';
import { CLASS_COLOURS, LAND_CLASSES } from '../../landClasses.ts';
import type { PixelWindow, RasterBands } from '../../raster/geoRaster.ts';
import { cropBands, loadRealImage, realDataDir } from './realImage.ts';
import { parseCrownCsv } from './scoreRealImagery.ts';
import { LABEL_COLOURS, readLabelFile, type RealLabels } from './realLabels.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    zoom: { type: 'string', default: '3' },
    crop: { type: 'string' },
    grid: { type: 'string', default: '20' },
    nir: { type: 'boolean', default: false },
    classes: { type: 'boolean', default: false },
    'no-labels': { type: 'boolean', default: false },
    points: { type: 'boolean', default: false },
    model: { type: 'string' },
    pixels: { type: 'boolean' },
  },
});

const target = positionals[0];
if (!target || !values.out) {
  console.error(
    'Usage: renderLabelOverlay.ts <labels.geojson | image> --out view.png [--zoom 3] [--crop x,y,w,h] [--grid 20] [--nir] [--classes [--model model.json | --pixels]] [--no-labels]',
  );
  process.exit(2);
}
const zoom = Number(values.zoom);
const gridStep = Number(values.grid);

const labels: RealLabels = target.endsWith('.geojson')
  ? await readLabelFile(target)
  : {
      type: 'FeatureCollection',
      image: target,
      coordinates: 'pixel',
      note: '',
      metresPerPixel: 0.3,
      features: [],
    };
const image = await loadRealImage(labels);
const crop = values.crop ? parseCrop(values.crop) : image.window;
const local: PixelWindow = { ...crop, x: crop.x - image.window.x, y: crop.y - image.window.y };
const w = Math.round(crop.width * zoom);
const h = Math.round(crop.height * zoom);
const shownLabels = values['no-labels'] ? [] : labels.features;
const crownCsv = join(
  realDataDir(),
  labels.image.replace('/images/', '/csv/').replace(/\.tif$/, '.csv'),
);
const crownPoints =
  values.points && existsSync(crownCsv) ? parseCrownCsv(await readFile(crownCsv, 'utf8')) : [];

const panels = [await panel(rgbOf(cropBands(image.bands, local), values.nir))];
if (values.classes) {
  const classify = values.model
    ? regionClassifier(regionModelsSchema.parse(readJson(values.model)))
    : values.pixels
      ? classifyPixels
      : classifyRegions;
  const classMap = classify({
    bands: image.bands,
    metresPerPixel: image.metresPerPixel,
    buildingMask: null,
  });
  panels.push(
    await panel(
      classRgb(
        cropBands(
          {
            ...image.bands,
            red: classMap.classes,
            green: classMap.classes,
            blue: classMap.classes,
            nir: null,
          },
          local,
        ).red,
      ),
    ),
  );
}
await sharp({
  create: {
    width: w * panels.length + 8 * (panels.length - 1),
    height: h,
    channels: 3,
    background: '#fff',
  },
})
  .composite(panels.map((input, i) => ({ input, left: i * (w + 8), top: 0 })))
  .png()
  .toFile(values.out);
console.info(`${values.out}: ${labels.image} ${JSON.stringify(crop)} ×${zoom}`);

async function panel(rgb: Buffer): Promise<Buffer> {
  const base = await sharp(rgb, { raw: { width: crop.width, height: crop.height, channels: 3 } })
    .resize(w, h, { kernel: 'nearest' })
    .png()
    .toBuffer();
  return sharp(base)
    .composite([{ input: Buffer.from(overlaySvg()), left: 0, top: 0 }])
    .png()
    .toBuffer();
}

function overlaySvg(): string {
  const px = (x: number) => ((x - crop.x) * zoom).toFixed(1);
  const py = (y: number) => ((y - crop.y) * zoom).toFixed(1);
  const parts: string[] = [];
  for (const f of shownLabels) {
    const [r, g, b] = LABEL_COLOURS[f.properties.class];
    const polygons =
      f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const rings of polygons) {
      const d = rings
        .map((ring) => 'M' + ring.map(([x, y]) => `${px(x)},${py(y)}`).join('L') + 'Z')
        .join('');
      parts.push(
        `<path d="${d}" fill="rgb(${r},${g},${b})" fill-opacity="0.38" fill-rule="evenodd" stroke="rgb(${r},${g},${b})" stroke-width="1.5"/>`,
      );
    }
  }
  for (const [x, y] of crownPoints)
    parts.push(
      `<circle cx="${px(x + 0.5)}" cy="${py(y + 0.5)}" r="${zoom}" fill="#f0f" stroke="#000"/>`,
    );
  const first = (v: number) => Math.ceil(v / gridStep) * gridStep;
  for (let x = first(crop.x); x < crop.x + crop.width; x += gridStep) {
    parts.push(
      `<line x1="${px(x)}" y1="0" x2="${px(x)}" y2="${h}" stroke="#fff" stroke-opacity="0.3" stroke-width="1"/>`,
    );
    parts.push(label(Number(px(x)) + 2, 11, String(x)), label(Number(px(x)) + 2, h - 3, String(x)));
  }
  for (let y = first(crop.y); y < crop.y + crop.height; y += gridStep) {
    parts.push(
      `<line x1="0" y1="${py(y)}" x2="${w}" y2="${py(y)}" stroke="#fff" stroke-opacity="0.3" stroke-width="1"/>`,
    );
    parts.push(label(2, Number(py(y)) - 2, String(y)), label(w - 28, Number(py(y)) - 2, String(y)));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${parts.join('')}</svg>`;
}

function label(x: number, y: number, text: string): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="10" fill="#ff0" stroke="#000" stroke-width="2.5" paint-order="stroke">${text}</text>`;
}

function rgbOf(bands: RasterBands, falseColour: boolean): Buffer {
  const out = Buffer.alloc(bands.width * bands.height * 3);
  const [r, g, b] =
    falseColour && bands.nir
      ? [bands.nir, bands.red, bands.green]
      : [bands.red, bands.green, bands.blue];
  for (let i = 0; i < bands.width * bands.height; i++)
    out.set([r[i] ?? 0, g[i] ?? 0, b[i] ?? 0], i * 3);
  return out;
}

function classRgb(classes: Uint8Array): Buffer {
  const out = Buffer.alloc(classes.length * 3);
  classes.forEach((c, i) => out.set(CLASS_COLOURS[LAND_CLASSES[c] ?? 'other'], i * 3));
  return out;
}

function parseCrop(text: string): PixelWindow {
  const [x = 0, y = 0, width = 0, height = 0] = text.split(',').map(Number);
  return { x, y, width, height };
}
