import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { GeoReference } from '../geo/georeference.ts';
import { windowGeoReference, type GeoRaster, type PixelWindow } from '../raster/geoRaster.ts';
import { generateDemoRegion, type DemoRegion } from './demoRegion.ts';
import { painterVersion } from './painterVersion.ts';
import { isRegionLookName } from './regionLooks.ts';

/**
 * The demo region kept as files instead of in memory: its pixels (red, green, blue and near
 * infrared interleaved, row by row), its truth mask, and a JSON file with everything else.
 * The parcels and outlines stay in memory (a few hundred kilobytes); an analysis reads only the
 * rows of the window it measures.
 */
export interface StoredDemoRegion extends Omit<DemoRegion, 'raster' | 'truth'> {
  /** The extent of the stored pixels (no pixels: read them with `readRaster`). */
  raster: { width: number; height: number; georef: GeoReference; hasNir: boolean };
  readRaster(window: PixelWindow): GeoRaster;
  /** Ground-truth classes of a window (land-classes ids). */
  readTruth(window: PixelWindow): Uint8Array;
}

/** What the demo providers read: a region generated in memory or one stored in files. */
export type DemoRegionView = DemoRegion | StoredDemoRegion;

const PIXELS = 'pixels.bin';
const TRUTH = 'truth.bin';
const META = 'region.json';
/** Rows written at once: bounds the buffer while a region is stored. */
const ROWS_PER_WRITE = 64;

const metaSchema = z.object({
  seed: z.number(),
  look: z.string().refine(isRegionLookName),
  metresPerPixel: z.number(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  hasNir: z.boolean(),
  georef: z.custom<GeoReference>((v) => typeof v === 'object' && v !== null),
  parcels: z.array(z.custom<DemoRegion['parcels'][number]>()),
  footprints: z.array(z.custom<DemoRegion['footprints'][number]>()),
  truthObjects: z.array(z.custom<DemoRegion['truthObjects'][number]>()),
  captureDate: z.string(),
});
type Meta = z.infer<typeof metaSchema>;

const opened = new Map<string, StoredDemoRegion>();

/** The folder of one seed's standard region made by this painter. */
function regionFolder(root: string, seed: number): string {
  return join(root, `${seed}-standard-${painterVersion()}`);
}

/** Whether this painter's region for the seed is complete under `root`. */
export function isDemoRegionStored(root: string, seed: number): boolean {
  return existsSync(join(regionFolder(root, seed), META));
}

/**
 * Makes sure the seed's region is stored under `root` (generating it when missing or made by
 * another painter) and says whether it had to be generated.
 */
export function prepareStoredDemoRegion(root: string, seed: number): { generated: boolean } {
  if (isDemoRegionStored(root, seed)) return { generated: false };
  const folder = regionFolder(root, seed);
  writeRegion(root, folder, generateDemoRegion(seed));
  removeOtherPainters(root, seed, folder);
  return { generated: true };
}

/** The seed's stored region, opened once per process (generated first when missing). */
export function storedDemoRegion(root: string, seed: number): StoredDemoRegion {
  const folder = regionFolder(root, seed);
  let region = opened.get(folder);
  if (!region) {
    prepareStoredDemoRegion(root, seed);
    region = openRegion(folder);
    opened.set(folder, region);
  }
  return region;
}

/** Written beside the final folder and renamed into place, so a reader never sees half. */
function writeRegion(root: string, folder: string, region: DemoRegion): void {
  mkdirSync(root, { recursive: true });
  const temp = mkdtempSync(join(root, '.writing-'));
  try {
    writePixels(join(temp, PIXELS), region);
    writeFileSync(join(temp, TRUTH), region.truth);
    const { raster } = region;
    const meta: Meta = {
      seed: region.seed,
      look: region.look,
      metresPerPixel: region.metresPerPixel,
      width: raster.width,
      height: raster.height,
      hasNir: raster.nir !== null,
      georef: raster.georef,
      parcels: region.parcels,
      footprints: region.footprints,
      truthObjects: region.truthObjects,
      captureDate: region.captureDate,
    };
    // Written last: its presence marks a complete region.
    writeFileSync(join(temp, META), JSON.stringify(meta));
    renameSync(temp, folder);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    // Another process stored the same region first: theirs is as good as ours.
    if (existsSync(join(folder, META))) return;
    throw error;
  }
}

function writePixels(path: string, region: DemoRegion): void {
  const { width, height, red, green, blue, nir } = region.raster;
  const planes = nir ? [red, green, blue, nir] : [red, green, blue];
  const bands = planes.length;
  const chunk = Buffer.alloc(width * ROWS_PER_WRITE * bands);
  const fd = openSync(path, 'w');
  try {
    for (let y0 = 0; y0 < height; y0 += ROWS_PER_WRITE) {
      const rows = Math.min(ROWS_PER_WRITE, height - y0);
      const first = y0 * width;
      const count = rows * width;
      for (let i = 0; i < count; i++) {
        for (let b = 0; b < bands; b++) chunk[i * bands + b] = planes[b]![first + i]!;
      }
      writeSync(fd, chunk, 0, count * bands);
    }
  } finally {
    closeSync(fd);
  }
}

/** Regions of this seed left by an earlier painter take disk space only. */
function removeOtherPainters(root: string, seed: number, keep: string): void {
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (name.startsWith(`${seed}-standard-`) && path !== keep) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

function openRegion(folder: string): StoredDemoRegion {
  const meta = metaSchema.parse(JSON.parse(readFileSync(join(folder, META), 'utf8')));
  const { width, height, hasNir, georef } = meta;
  const bands = hasNir ? 4 : 3;
  // Kept open for the life of the process; the files never change once written.
  const pixels = openSync(join(folder, PIXELS), 'r');
  const truth = openSync(join(folder, TRUTH), 'r');

  const checked = (window: PixelWindow): PixelWindow => {
    const { x, y, width: w, height: h } = window;
    if (x < 0 || y < 0 || w < 1 || h < 1 || x + w > width || y + h > height) {
      throw new RangeError(`window ${x},${y} ${w}×${h} is outside the ${width}×${height} region`);
    }
    return window;
  };

  return {
    seed: meta.seed,
    look: meta.look,
    metresPerPixel: meta.metresPerPixel,
    parcels: meta.parcels,
    footprints: meta.footprints,
    truthObjects: meta.truthObjects,
    captureDate: meta.captureDate,
    raster: { width, height, georef, hasNir },

    readRaster(window) {
      const { x, y, width: w, height: h } = checked(window);
      const planes = Array.from({ length: bands }, () => new Uint8Array(w * h));
      const row = Buffer.allocUnsafe(w * bands);
      for (let r = 0; r < h; r++) {
        readSync(pixels, row, 0, row.length, ((y + r) * width + x) * bands);
        const out = r * w;
        for (let i = 0; i < w; i++) {
          for (let b = 0; b < bands; b++) planes[b]![out + i] = row[i * bands + b]!;
        }
      }
      const [red, green, blue, nir] = planes as [Uint8Array, Uint8Array, Uint8Array, Uint8Array?];
      return {
        width: w,
        height: h,
        red,
        green,
        blue,
        nir: nir ?? null,
        georef: windowGeoReference(georef, window),
      };
    },

    readTruth(window) {
      const { x, y, width: w, height: h } = checked(window);
      const out = new Uint8Array(w * h);
      for (let r = 0; r < h; r++) {
        readSync(truth, out, r * w, w, (y + r) * width + x);
      }
      return out;
    },
  };
}
