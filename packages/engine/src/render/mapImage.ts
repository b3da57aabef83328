import type { ObstacleType } from '@yardstick/core/enums';
import sharp from 'sharp';
import type { Ring } from '../geo/geojson.ts';
import type { FoundObstacle } from '../obstacles/findObstacles.ts';
import type { PixelWindow, RasterBands } from '../raster/geoRaster.ts';

export const MAX_IMAGE_SIDE = 600;

const OBSTACLE_COLOURS: Record<ObstacleType, string> = {
  tree: '#ff9f1a',
  pool: '#19c3ff',
  driveway: '#f2f2f2',
  shed: '#ff3b30',
  other: '#d65cff',
};

export interface MapImageInput {
  bands: RasterBands;
  /** The part of the bands to show. */
  view: PixelWindow;
  /** Outline(s) of the parcel in band pixel coordinates. */
  parcelRings: readonly Ring[];
  /** Mowable polygons (outer ring first, then holes) in band pixel coordinates. */
  mowable: readonly (readonly Ring[])[];
  obstacles: readonly FoundObstacle[];
  /** A line along the bottom: the imagery's attribution (its licence asks for it), date, notes. */
  caption?: string;
  /** A band above the caption saying what each colour marks. */
  legend?: boolean;
}

export interface MapImage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Everything the map image is drawn from, before any encoding: the photo of the view at the
 * imagery's own resolution (RGB, interleaved) and the overlay as SVG. Encoding the palette PNG
 * costs several times the whole measurement, so an analysis keeps the sketch and the image is
 * encoded when it is first asked for (`encodeMapSketch`), byte for byte as if drawn at once.
 */
export interface MapSketch {
  width: number;
  height: number;
  photo: { width: number; height: number; rgb: Uint8Array };
  overlaySvg: string;
}

/** The photo around the parcel, scaled to fit 600×600, with the lawn, lot line and obstacles drawn on. */
export async function renderMapImage(input: MapImageInput): Promise<MapImage> {
  const sketch = sketchMapImage(input);
  return { png: await encodeMapSketch(sketch), width: sketch.width, height: sketch.height };
}

/** The map image's sketch: the view's pixels and overlay, at the size the image will have. */
export function sketchMapImage(input: MapImageInput): MapSketch {
  const { view } = input;
  const scale = Math.min(MAX_IMAGE_SIDE / view.width, MAX_IMAGE_SIDE / view.height);
  const width = Math.max(1, Math.round(view.width * scale));
  const height = Math.max(1, Math.round(view.height * scale));
  return {
    width,
    height,
    photo: { width: view.width, height: view.height, rgb: interleave(input.bands, view) },
    overlaySvg: overlaySvg(input, scale, width, height),
  };
}

/** The map image as a palette PNG. */
export async function encodeMapSketch(sketch: MapSketch): Promise<Buffer> {
  const { photo } = sketch;
  return (
    sharp(photo.rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
      .resize(sketch.width, sketch.height, { kernel: 'lanczos3' })
      .composite([{ input: Buffer.from(sketch.overlaySvg) }])
      // A 256-colour palette keeps the lawn highlight and outlines crisp at a fifth of the size
      // (about 100 KB instead of 400–700 KB at 600 px): phones load it quickly.
      .png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 })
      .toBuffer()
  );
}

const SKETCH_MAGIC = 'YSMAP1';

/** A sketch as one buffer (a JSON header, then the photo's bytes), for a blob store. */
export function packMapSketch(sketch: MapSketch): Buffer {
  const { photo } = sketch;
  const header = Buffer.from(
    JSON.stringify({
      width: sketch.width,
      height: sketch.height,
      photoWidth: photo.width,
      photoHeight: photo.height,
      overlaySvg: sketch.overlaySvg,
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([Buffer.from(SKETCH_MAGIC), length, header, photo.rgb]);
}

/** The sketch `packMapSketch` wrote; throws on anything else. */
export function unpackMapSketch(packed: Buffer): MapSketch {
  const start = SKETCH_MAGIC.length + 4;
  if (packed.length < start || packed.toString('latin1', 0, SKETCH_MAGIC.length) !== SKETCH_MAGIC)
    throw new Error('not a map sketch');
  const headerEnd = start + packed.readUInt32BE(SKETCH_MAGIC.length);
  const header = JSON.parse(packed.toString('utf8', start, headerEnd)) as {
    width: number;
    height: number;
    photoWidth: number;
    photoHeight: number;
    overlaySvg: string;
  };
  const rgb = packed.subarray(headerEnd);
  if (rgb.length !== header.photoWidth * header.photoHeight * 3)
    throw new Error('map sketch is truncated');
  return {
    width: header.width,
    height: header.height,
    photo: { width: header.photoWidth, height: header.photoHeight, rgb },
    overlaySvg: header.overlaySvg,
  };
}

/** The bands as interleaved RGB, of the whole raster or of one window of it. */
export function interleave(bands: RasterBands, window?: PixelWindow): Buffer {
  const { red, green, blue } = bands;
  const { x, y, width, height } = window ?? {
    x: 0,
    y: 0,
    width: bands.width,
    height: bands.height,
  };
  const rgb = Buffer.alloc(width * height * 3);
  let o = 0;
  for (let r = 0; r < height; r++) {
    for (let i = (y + r) * bands.width + x, end = i + width; i < end; i++) {
      rgb[o++] = red[i] ?? 0;
      rgb[o++] = green[i] ?? 0;
      rgb[o++] = blue[i] ?? 0;
    }
  }
  return rgb;
}

function overlaySvg(input: MapImageInput, scale: number, width: number, height: number): string {
  const { view } = input;
  const px = (x: number, y: number) =>
    `${((x - view.x) * scale).toFixed(1)} ${((y - view.y) * scale).toFixed(1)}`;
  const path = (rings: readonly Ring[]) =>
    rings.map((ring) => `M${ring.map(([x, y]) => px(x, y)).join('L')}Z`).join('');
  const lawn = input.mowable.map((rings) => path(rings)).join('');
  const obstacles = input.obstacles
    .map((o) => {
      const [x0, y0, x1, y1] = o.bbox;
      const colour = OBSTACLE_COLOURS[o.type];
      const dash = o.type === 'tree' ? ' stroke-dasharray="6 4"' : '';
      const [cx, cy] = px(o.centroid[0], o.centroid[1]).split(' ');
      return (
        `<rect x="${((x0 - view.x) * scale).toFixed(1)}" y="${((y0 - view.y) * scale).toFixed(1)}" width="${((x1 - x0) * scale).toFixed(1)}" height="${((y1 - y0) * scale).toFixed(1)}" rx="4" fill="none" stroke="${colour}" stroke-width="2"${dash}/>` +
        `<circle cx="${cx}" cy="${cy}" r="5" fill="${colour}" stroke="#000" stroke-width="1"/>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<path d="${lawn}" fill="#3dff5a" fill-opacity="0.38" fill-rule="evenodd" stroke="#12c43c" stroke-width="1.2"/>` +
    `<path d="${path(input.parcelRings)}" fill="none" stroke="#ffd21f" stroke-width="2.5"/>` +
    obstacles +
    (input.legend ? legendSvg(width, height - (input.caption ? CAPTION_HEIGHT : 0)) : '') +
    captionSvg(input.caption, width, height) +
    `</svg>`
  );
}

const CAPTION_HEIGHT = 18;
const LEGEND_HEIGHT = 18;

type LegendMark = 'fill' | 'line' | 'dashed' | 'box';

/** What the colours mean, in the order a homeowner looks for them. */
export const MAP_LEGEND: readonly { label: string; colour: string; mark: LegendMark }[] = [
  { label: 'Lawn', colour: '#3dff5a', mark: 'fill' },
  { label: 'Lot line', colour: '#ffd21f', mark: 'line' },
  { label: 'Trees', colour: OBSTACLE_COLOURS.tree, mark: 'dashed' },
  { label: 'Pool', colour: OBSTACLE_COLOURS.pool, mark: 'box' },
  { label: 'Driveway', colour: OBSTACLE_COLOURS.driveway, mark: 'box' },
  { label: 'Beds & paving', colour: OBSTACLE_COLOURS.other, mark: 'box' },
  { label: 'Buildings', colour: OBSTACLE_COLOURS.shed, mark: 'box' },
];

function legendMark(mark: LegendMark, colour: string, x: number, y: number): string {
  switch (mark) {
    case 'fill':
      return `<rect x="${x}" y="${y - 4}" width="12" height="8" fill="${colour}" fill-opacity="0.7" stroke="#12c43c"/>`;
    case 'line':
      return `<line x1="${x}" y1="${y}" x2="${x + 12}" y2="${y}" stroke="${colour}" stroke-width="2.5"/>`;
    case 'dashed':
      return `<rect x="${x}" y="${y - 4}" width="12" height="8" fill="none" stroke="${colour}" stroke-width="1.5" stroke-dasharray="3 2"/>`;
    case 'box':
      return `<rect x="${x}" y="${y - 4}" width="12" height="8" rx="2" fill="none" stroke="${colour}" stroke-width="2"/>`;
  }
}

/** A band above the caption naming every colour of the map, shrunk to fit narrow images. */
function legendSvg(width: number, bottom: number): string {
  const chars = MAP_LEGEND.reduce((sum, item) => sum + item.label.length, 0);
  const fixed = MAP_LEGEND.length * 24 + 12;
  const fontSize = Math.max(
    6,
    Math.min(11, Math.floor(((width - fixed) / (0.55 * chars)) * 10) / 10),
  );
  const top = bottom - LEGEND_HEIGHT;
  const y = top + LEGEND_HEIGHT / 2;
  let x = 6;
  const items = MAP_LEGEND.map(({ label, colour, mark }) => {
    const item =
      legendMark(mark, colour, x, y) +
      `<text x="${x + 16}" y="${y + fontSize * 0.35}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text>`;
    x += 24 + 0.55 * fontSize * label.length;
    return item;
  });
  return (
    `<g aria-label="Legend"><rect x="0" y="${top}" width="${width}" height="${LEGEND_HEIGHT}" fill="#000" fill-opacity="0.55"/>` +
    items.join('') +
    `</g>`
  );
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Sans-serif glyphs average about 0.55 em: shrink the text until the caption fits the width. */
function captionFontSize(caption: string, width: number): number {
  const fitting = (width - 12) / (0.55 * caption.length);
  return Math.max(6, Math.min(11, Math.floor(fitting * 10) / 10));
}

function captionSvg(caption: string | undefined, width: number, height: number): string {
  if (!caption) return '';
  const top = height - CAPTION_HEIGHT;
  return (
    `<rect x="0" y="${top}" width="${width}" height="${CAPTION_HEIGHT}" fill="#000" fill-opacity="0.55"/>` +
    `<text x="${width - 6}" y="${height - 5}" text-anchor="end" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="${captionFontSize(caption, width)}" fill="#fff">${escapeXml(caption)}</text>`
  );
}

/** The map's caption: attribution, capture date when known, and whether the lot was estimated. */
export function mapCaption(imagery: {
  attribution: string;
  captureDate: string | null;
  lotEstimated: boolean;
}): string {
  return [
    imagery.lotEstimated ? 'Lot boundary estimated' : null,
    imagery.captureDate ? `Imagery ${imagery.captureDate}` : null,
    imagery.attribution,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
