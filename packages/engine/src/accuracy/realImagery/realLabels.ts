import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { scanPolygon } from '../../geo/scanPolygon.ts';
import { BUILDING, LAWN, PAVEMENT, SOIL, TREE, WATER } from '../../landClasses.ts';

/** Where the hand-drawn labels live, one folder per data folder of `../shared/data`. */
export const REAL_LABELS_DIR = new URL('../../../realLabels/', import.meta.url).pathname;
/**
 * Photographs labelled for training alone (trainingLabels/), in the same format: never scored,
 * and the texture painter still takes exemplars from them.
 */
export const TRAINING_LABELS_DIR = new URL('../../../trainingLabels/', import.meta.url).pathname;

/** Truth value of a pixel no polygon covers: not scored. */
export const UNLABELLED = 255;

/**
 * The label classes and the land class each is scored as. `skip` cuts a doubtful piece out
 * of an earlier polygon (it becomes unlabelled).
 */
export const LABEL_CLASSES = {
  lawn: LAWN,
  tree: TREE,
  building: BUILDING,
  hard: PAVEMENT,
  bed: SOIL,
  water: WATER,
  skip: UNLABELLED,
} as const;
export type LabelClass = keyof typeof LABEL_CLASSES;

/** Overlay colours: lawn light green, crowns dark green, roofs red, hard grey, beds brown, water blue. */
export const LABEL_COLOURS: Readonly<Record<LabelClass, readonly [number, number, number]>> = {
  lawn: [90, 255, 60],
  tree: [0, 110, 20],
  building: [255, 40, 40],
  hard: [200, 200, 200],
  bed: [170, 100, 30],
  water: [40, 120, 255],
  skip: [255, 0, 255],
};

const position = z.tuple([z.number(), z.number()]);
const ring = z.array(position).min(4);
const geometry = z.union([
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)) }),
]);
const labelClass = z.enum(Object.keys(LABEL_CLASSES) as [LabelClass, ...LabelClass[]]);
const feature = z.object({
  type: z.literal('Feature'),
  properties: z.object({ class: labelClass }).loose(),
  geometry,
});

/**
 * One image's labels: polygons in pixel coordinates (x right, y down), painted in order so a
 * later polygon covers an earlier one (a crown drawn after the lawn under it wins).
 */
export const realLabelsSchema = z.object({
  type: z.literal('FeatureCollection'),
  /** The image, relative to `../shared/data`. */
  image: z.string().min(1),
  coordinates: z.literal('pixel'),
  /** What is doubtful about these labels, in one line. */
  note: z.string(),
  /** Metres per pixel for an image without a metric georeference (a JPEG): what `--gsd` gets. */
  metresPerPixel: z.number().positive().optional(),
  /**
   * The part of the image that is classified and scored, [x, y, width, height], when the whole
   * image is too large to classify in a test; labels are in whole-image pixels.
   */
  window: z
    .tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()])
    .optional(),
  features: z.array(feature).min(1),
});
export type RealLabels = z.infer<typeof realLabelsSchema>;

export interface LabelFile {
  /** Relative to the labels folder, e.g. `naip-ca-urban-trees/chico_2020_46.geojson`. */
  path: string;
  labels: RealLabels;
}

/** The source a label file belongs to: its folder, named as the data folder it labels. */
export const labelSource = (path: string): string => path.split('/')[0] ?? path;

export async function readLabelFile(path: string): Promise<RealLabels> {
  const parsed = realLabelsSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success)
    throw new Error(`${path} is not a real-imagery label file: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every label file under the labels folder, sorted by path. */
export async function listLabelFiles(dir = REAL_LABELS_DIR): Promise<LabelFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((e) => e.isFile() && e.name.endsWith('.geojson'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  return Promise.all(
    paths.map(async (p) => ({ path: relative(dir, p), labels: await readLabelFile(p) })),
  );
}

/**
 * A hash of every label file's path and content: the region model learns from the labels, so
 * an edited label makes it stale.
 */
export function labelFilesHash(dir = REAL_LABELS_DIR): string {
  const hash = createHash('sha256');
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.geojson'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const path of paths) hash.update(`${relative(dir, path)}\n`).update(readFileSync(path));
  return hash.digest('hex').slice(0, 12);
}

/**
 * The truth mask of a window of the image: land class ids (landClasses.ts) where a polygon
 * covers the pixel centre, UNLABELLED elsewhere. Later polygons paint over earlier ones.
 */
export function rasteriseLabels(
  labels: RealLabels,
  window: { x: number; y: number; width: number; height: number },
): Uint8Array {
  const { x: ox, y: oy, width, height } = window;
  const truth = new Uint8Array(width * height).fill(UNLABELLED);
  for (const f of labels.features) {
    const value = LABEL_CLASSES[f.properties.class];
    const polygons =
      f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const rings of polygons) {
      const shifted = rings.map((r) => r.map(([x, y]): [number, number] => [x - ox, y - oy]));
      scanPolygon(shifted, width, height, (y, x0, x1) =>
        truth.fill(value, y * width + x0, y * width + x1),
      );
    }
  }
  return truth;
}
