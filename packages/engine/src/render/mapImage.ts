import type { ObstacleType } from '@yardstick/core/enums';
import sharp from 'sharp';
import type { Position, Ring } from '../geo/geojson.ts';
import type { ServiceShapes } from '../measure/services/serviceMeasures.ts';
import type { FoundObstacle } from '../obstacles/findObstacles.ts';
import type { ObstacleKind } from '../obstacles/sizeClasses.ts';
import type { PixelWindow, RasterBands } from '../raster/geoRaster.ts';

export const MAX_IMAGE_SIDE = 600;

const OBSTACLE_COLOURS: Record<ObstacleType, string> = {
  tree: '#ff9f1a',
  pool: '#19c3ff',
  driveway: '#f2f2f2',
  shed: '#ff3b30',
  // White, not a hue: told from the pool's cyan and the beds' pink by anyone.
  other: '#f2f2f2',
};

/**
 * The service layers, apart from the lawn's green and the obstacles' boxes by their marks as
 * well as their hues (a hatch, a blue fill, a white line), so that they read without telling
 * red from green; each outline or line runs over a dark casing to stand out on any photo.
 */
const BEDS_COLOUR = '#ff8ad8';
const PAVING_COLOUR = '#5b8cff';
const EDGING_COLOUR = '#ffffff';
const CASING = 'stroke="#000" stroke-opacity="0.6" stroke-linejoin="round" stroke-linecap="round"';

/** Obstacles drawn as the beds and paving they are, not as boxes. */
const DRAWN_AS_SHAPES: ReadonlySet<ObstacleKind> = new Set(['driveway', 'patio', 'bed']);

export interface MapImageInput {
  bands: RasterBands;
  /** The part of the bands to show. */
  view: PixelWindow;
  /** Outline(s) of the parcel in band pixel coordinates. */
  parcelRings: readonly Ring[];
  /** Mowable polygons (outer ring first, then holes) in band pixel coordinates. */
  mowable: readonly (readonly Ring[])[];
  /**
   * Obstacles, drawn as boxes; driveways, patios and beds are drawn as the paving and beds of
   * `services` instead.
   */
  obstacles: readonly FoundObstacle[];
  /** Beds, paving to clear and lawn edging in band pixel coordinates; none drawn without. */
  services?: ServiceShapes;
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
  const line = (points: readonly Position[]) => `M${points.map(([x, y]) => px(x, y)).join('L')}`;
  const path = (rings: readonly Ring[]) => rings.map((ring) => `${line(ring)}Z`).join('');
  const lawn = input.mowable.map((rings) => path(rings)).join('');
  const boxed = input.obstacles.filter((o) => !DRAWN_AS_SHAPES.has(o.kind));
  const obstacles = boxed
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
  const legendRows = input.legend ? legendLayout(legendOf(input.services, boxed), width) : null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs>${BEDS_HATCH}</defs>` +
    (input.services ? servicesSvg(input.services, path) : '') +
    `<path d="${lawn}" fill="#3dff5a" fill-opacity="0.38" fill-rule="evenodd" stroke="#12c43c" stroke-width="1.2"/>` +
    (input.services ? edgingSvg(input.services, line) : '') +
    casedLine(path(input.parcelRings), '#ffd21f', 2.5) +
    obstacles +
    (legendRows
      ? legendSvg(legendRows, width, height - (input.caption ? CAPTION_HEIGHT : 0))
      : '') +
    captionSvg(input.caption, width, height) +
    `</svg>`
  );
}

/** Diagonal stripes over a faint wash: beds read as beds by their hatch, whatever their hue. */
const BEDS_HATCH =
  `<pattern id="beds" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
  `<rect width="6" height="6" fill="${BEDS_COLOUR}" fill-opacity="0.25"/>` +
  `<rect width="2" height="6" fill="${BEDS_COLOUR}" fill-opacity="0.8"/></pattern>`;

/** A light line over a wider dark one, legible on bright paving and dark canopy alike. */
function casedLine(d: string, colour: string, strokeWidth: number): string {
  if (!d) return '';
  return (
    `<path d="${d}" fill="none" ${CASING} stroke-width="${strokeWidth + 2}"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${strokeWidth}" stroke-linejoin="round" stroke-linecap="round"/>`
  );
}

/** The paving to clear in a blue wash and the beds hatched, each outlined over a casing. */
function servicesSvg(shapes: ServiceShapes, path: (rings: readonly Ring[]) => string): string {
  const paving = shapes.paving.map(path).join('');
  const beds = shapes.beds.map(path).join('');
  return (
    (paving
      ? `<path d="${paving}" fill="${PAVING_COLOUR}" fill-opacity="0.4" fill-rule="evenodd" ${CASING} stroke-width="2.4"/>` +
        `<path d="${paving}" fill="none" stroke="${PAVING_COLOUR}" stroke-width="1.2"/>`
      : '') +
    (beds
      ? `<path d="${beds}" fill="url(#beds)" fill-rule="evenodd" ${CASING} stroke-width="2.4"/>` +
        `<path d="${beds}" fill="none" stroke="${BEDS_COLOUR}" stroke-width="1.2"/>`
      : '')
  );
}

/** The lawn's edges along paving and along beds: where a crew runs the edger. */
function edgingSvg(shapes: ServiceShapes, line: (points: readonly Position[]) => string): string {
  return casedLine(
    [...shapes.edges.hard, ...shapes.edges.bed].map(line).join(''),
    EDGING_COLOUR,
    1.6,
  );
}

const CAPTION_HEIGHT = 18;
const LEGEND_HEIGHT = 18;

type LegendMark = 'fill' | 'line' | 'dashed' | 'box' | 'hatch' | 'wash' | 'cased';
type MapLayer = 'lawn' | 'lot' | 'beds' | 'paving' | 'edging' | ObstacleType;
interface LegendItem {
  layer: MapLayer;
  label: string;
  colour: string;
  mark: LegendMark;
}

/** What the colours mean, in the order a homeowner looks for them. */
export const MAP_LEGEND: readonly LegendItem[] = [
  { layer: 'lawn', label: 'Lawn', colour: '#3dff5a', mark: 'fill' },
  { layer: 'lot', label: 'Lot line', colour: '#ffd21f', mark: 'line' },
  { layer: 'beds', label: 'Beds', colour: BEDS_COLOUR, mark: 'hatch' },
  { layer: 'paving', label: 'Paving to clear', colour: PAVING_COLOUR, mark: 'wash' },
  { layer: 'edging', label: 'Edging', colour: EDGING_COLOUR, mark: 'cased' },
  { layer: 'tree', label: 'Trees', colour: OBSTACLE_COLOURS.tree, mark: 'dashed' },
  { layer: 'pool', label: 'Pool', colour: OBSTACLE_COLOURS.pool, mark: 'box' },
  { layer: 'shed', label: 'Buildings', colour: OBSTACLE_COLOURS.shed, mark: 'box' },
  { layer: 'other', label: 'Other obstacles', colour: OBSTACLE_COLOURS.other, mark: 'box' },
];

/**
 * The legend of one map: the lawn and the lot line, then only the layers it shows, so that a
 * homeowner reads no colour the map lacks and the band stays short.
 */
function legendOf(
  services: ServiceShapes | undefined,
  boxed: readonly FoundObstacle[],
): LegendItem[] {
  const shown = new Set<MapLayer>(['lawn', 'lot', ...boxed.map((o) => o.type)]);
  if (services?.beds.length) shown.add('beds');
  if (services?.paving.length) shown.add('paving');
  if (services && services.edges.hard.length + services.edges.bed.length > 0) shown.add('edging');
  return MAP_LEGEND.filter((item) => shown.has(item.layer));
}

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
    case 'hatch':
      return `<rect x="${x}" y="${y - 4}" width="12" height="8" fill="url(#beds)" stroke="${colour}"/>`;
    case 'wash':
      return `<rect x="${x}" y="${y - 4}" width="12" height="8" fill="${colour}" fill-opacity="0.7" stroke="${colour}"/>`;
    case 'cased':
      return casedLine(`M${x} ${y}L${x + 12} ${y}`, colour, 2);
  }
}

/** The legend's font size and rows: one row when it reads at 9 px or more, else two. */
function legendLayout(
  items: readonly LegendItem[],
  width: number,
): { fontSize: number; rows: LegendItem[][] } {
  const fitting = (row: readonly { label: string }[]) => {
    const chars = row.reduce((sum, item) => sum + item.label.length, 0);
    const fixed = row.length * 24 + 12;
    return Math.floor(((width - fixed) / (0.55 * chars)) * 10) / 10;
  };
  const half = Math.ceil(items.length / 2);
  const rows = fitting(items) >= 9 ? [[...items]] : [items.slice(0, half), items.slice(half)];
  return { fontSize: Math.max(6, Math.min(11, ...rows.map(fitting))), rows };
}

/** A band above the caption naming every colour of the map, shrunk to fit narrow images. */
function legendSvg(
  { fontSize, rows }: ReturnType<typeof legendLayout>,
  width: number,
  bottom: number,
): string {
  const top = bottom - LEGEND_HEIGHT * rows.length;
  const items = rows.flatMap((row, r) => {
    const y = top + LEGEND_HEIGHT * (r + 0.5);
    let x = 6;
    return row.map(({ label, colour, mark }) => {
      const item =
        legendMark(mark, colour, x, y) +
        `<text x="${x + 16}" y="${y + fontSize * 0.35}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text>`;
      x += 24 + 0.55 * fontSize * label.length;
      return item;
    });
  });
  return (
    `<g aria-label="Legend"><rect x="0" y="${top}" width="${width}" height="${LEGEND_HEIGHT * rows.length}" fill="#000" fill-opacity="0.55"/>` +
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
