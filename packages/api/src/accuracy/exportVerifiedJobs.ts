import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mapDataSchema } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import { acresToSqFt } from '@yardstick/core/units';
import { CLASS_COLOURS } from '@yardstick/engine';
import sharp from 'sharp';
import { z } from 'zod';
import type { BlobStore } from '../blobs/blobStore.ts';
import type { Db } from '../db/database.ts';
import {
  verifiedJobRepository,
  type SharedVerifiedJobRow,
} from '../db/repositories/verifiedJobs.ts';

type Position = [number, number];

/** What the export reads from a stored analysis: the imagery's corners and resolution, the lot. */
const storedSchema = z.object({
  mapData: mapDataSchema.pick({ propertyPolygon: true, imageryOverlay: true, imagery: true }),
  measurement: z.object({ imagerySource: z.string() }).optional(),
});

export interface ExportedCase {
  dir: string;
  /** True when the verified lawn was drawn as mowed, so truth.png is a class mask. */
  hasTruthMask: boolean;
}

/**
 * Writes every verified job whose owner agreed to share (Account setting, off by default) as
 * an evaluation case `pnpm measure` reads: <out>/<case>/image.png (the imagery crop),
 * parcel.geojson (the lot in pixel coordinates), truth.png (the lawn as mowed as a class mask,
 * when it was drawn) and case.json (the verified area, the resolution and the command line).
 * No customer name, e-mail, address or price leaves with it. Jobs whose analysis no longer has
 * its imagery are skipped.
 */
export async function exportVerifiedJobs(
  db: Db,
  blobs: BlobStore,
  outDir: string,
): Promise<ExportedCase[]> {
  const written: ExportedCase[] = [];
  for (const job of await verifiedJobRepository(db).listShared()) {
    const exported = await exportOne(job, blobs, outDir, written.length + 1);
    if (exported) written.push(exported);
  }
  return written;
}

async function exportOne(
  job: SharedVerifiedJobRow,
  blobs: BlobStore,
  outDir: string,
  index: number,
): Promise<ExportedCase | null> {
  const stored = storedSchema.safeParse(job.analysisResult);
  const overlay = stored.success ? stored.data.mapData.imageryOverlay : undefined;
  const jpeg = job.imageryImageSha256 ? await blobs.get(job.imageryImageSha256) : undefined;
  if (!stored.success || !overlay || !jpeg) return null;
  const { width, height } = overlay;
  const lons = overlay.coordinates.map(([lon]) => lon);
  const lats = overlay.coordinates.map(([, lat]) => lat);
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  // The crop is north-up and small, so a linear map from its corners is exact enough.
  const toPixel = ([lon, lat]: Position): Position => [
    ((lon - west) / (east - west)) * width,
    ((north - lat) / (north - south)) * height,
  ];
  const dir = join(outDir, `case-${String(index).padStart(4, '0')}`);
  await mkdir(dir, { recursive: true });
  await sharp(jpeg).resize(width, height, { fit: 'fill' }).png().toFile(join(dir, 'image.png'));
  const lot = stored.data.mapData.propertyPolygon;
  if (lot) await writeJson(join(dir, 'parcel.geojson'), pixelFeature(lot.coordinates, toPixel));
  const lawn = job.verifiedLawnGeometry;
  if (lawn) await writeTruthMask(join(dir, 'truth.png'), lawn, toPixel, width, height);
  const gsd = stored.data.mapData.imagery?.metresPerPixel ?? null;
  const command = [
    'pnpm measure image.png',
    gsd === null ? null : `--gsd ${gsd}`,
    lot ? '--parcel parcel.geojson' : null,
    lawn ? '--truth truth.png' : `--truth-sq-ft ${job.verifiedSqFt}`,
  ]
    .filter(Boolean)
    .join(' ');
  await writeJson(join(dir, 'case.json'), {
    verifiedSqFt: job.verifiedSqFt,
    verifiedOn: job.verifiedOn,
    verifiedAs: lawn ? 'lawn as mowed (truth.png)' : 'area in sq ft',
    measuredSqFt: acresToSqFt(job.measuredAcres),
    metresPerPixel: gsd,
    imagerySource: stored.data.measurement?.imagerySource ?? null,
    command,
  });
  return { dir, hasTruthMask: lawn !== null };
}

function pixelFeature(rings: Position[][], toPixel: (p: Position) => Position) {
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: rings.map((ring) => ring.map(toPixel)) },
  };
}

/** The lawn as mowed painted in the lawn class colour over "other", the --truth format. */
async function writeTruthMask(
  path: string,
  lawn: LawnGeometry,
  toPixel: (p: Position) => Position,
  width: number,
  height: number,
): Promise<void> {
  const polygons = lawn.type === 'Polygon' ? [lawn.coordinates] : lawn.coordinates;
  const rgb = (name: keyof typeof CLASS_COLOURS) => `rgb(${CLASS_COLOURS[name].join(',')})`;
  const paths = polygons
    .map(
      (rings) =>
        `<path fill-rule="evenodd" d="${rings
          .map((ring) => `M${ring.map((p) => toPixel(p).join(',')).join('L')}Z`)
          .join(' ')}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="${rgb('other')}"/><g fill="${rgb('lawn')}">${paths}</g></svg>`;
  await sharp(Buffer.from(svg)).png({ palette: true, colours: 16, dither: 0 }).toFile(path);
}

async function writeJson(path: string, value: unknown): Promise<void> {
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}
