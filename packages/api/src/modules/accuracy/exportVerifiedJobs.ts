import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mapDataSchema } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import { acresToSqFt } from '@yardstick/core/units';
import { CLASS_COLOURS, type Engine, type LotImagery } from '@yardstick/engine';
import sharp from 'sharp';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { verifiedJobRepository, type SharedVerifiedJobRow } from './verifiedJobRepository.ts';
import { fetchCaseImagery } from './caseImagery.ts';

type Position = [number, number];

/** What the export reads from a stored analysis: the imagery's corners and date, the lot. */
const storedSchema = z.object({
  mapData: mapDataSchema.pick({ propertyPolygon: true, imageryOverlay: true, imagery: true }),
  measurement: z.object({ imagerySource: z.string() }).optional(),
});

export interface ExportedCase {
  dir: string;
  /** True when the verified lawn was drawn as mowed, so truth.png is a class mask. */
  hasTruthMask: boolean;
}

export interface VerifiedJobsExport {
  cases: ExportedCase[];
  /** Why each job that was not written was left out (no customer details). */
  skipped: string[];
}

/**
 * Writes every verified job whose owner agreed to share (Account setting, off by default) as
 * an evaluation case `pnpm measure` reads: <out>/<case>/image.png (the imagery the analysis
 * classified, lossless, one pixel per imagery pixel), nir.png (its near-infrared band, when it
 * has one), parcel.geojson and footprints.geojson (the lot and the buildings in pixel
 * coordinates), truth.png (the lawn as mowed as a class mask, when it was drawn) and
 * case.json (the verified area, the resolution and the command line). No customer name,
 * e-mail, address or price leaves with it. Jobs whose imagery cannot be fetched again as it
 * was measured are skipped.
 */
export async function exportVerifiedJobs(
  db: Db,
  engine: Pick<Engine, 'lotImagery'>,
  outDir: string,
): Promise<VerifiedJobsExport> {
  const done: VerifiedJobsExport = { cases: [], skipped: [] };
  for (const job of await verifiedJobRepository(db).listShared()) {
    const skip = (reason: string) =>
      done.skipped.push(`A verified job of ${job.verifiedOn}: ${reason}.`);
    const stored = storedSchema.safeParse(job.analysisResult);
    if (!stored.success) {
      skip('its analysis could not be read');
      continue;
    }
    const fetched = await fetchCaseImagery(stored.data.mapData, engine);
    if ('skipped' in fetched) {
      skip(fetched.skipped);
      continue;
    }
    const dir = join(outDir, `case-${String(done.cases.length + 1).padStart(4, '0')}`);
    done.cases.push(await writeCase(dir, job, fetched.imagery, stored.data));
  }
  return done;
}

async function writeCase(
  dir: string,
  job: SharedVerifiedJobRow,
  imagery: LotImagery,
  stored: z.infer<typeof storedSchema>,
): Promise<ExportedCase> {
  const { width, height, toPixel } = imagery;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'image.png'), imagery.png);
  if (imagery.nirPng) await writeFile(join(dir, 'nir.png'), imagery.nirPng);
  const lot = stored.mapData.propertyPolygon;
  if (lot) await writeJson(join(dir, 'parcel.geojson'), pixelFeature(lot.coordinates, toPixel));
  const footprints = imagery.footprints;
  if (footprints.length > 0)
    await writeJson(join(dir, 'footprints.geojson'), {
      type: 'FeatureCollection',
      features: footprints.map(({ kind, rings }) => ({
        ...pixelFeature(rings, (p) => p),
        properties: { kind },
      })),
    });
  const lawn = job.verifiedLawnGeometry;
  if (lawn) await writeTruthMask(join(dir, 'truth.png'), lawn, toPixel, width, height);
  const gsd = imagery.metresPerPixel;
  const command = [
    `pnpm measure image.png --gsd ${gsd}`,
    imagery.nirPng ? '--nir nir.png' : null,
    lot ? '--parcel parcel.geojson' : null,
    footprints.length > 0 ? '--footprints footprints.geojson' : null,
    lawn ? '--truth truth.png' : `--truth-sq-ft ${job.verifiedSqFt}`,
    // As the analysis read it: the demo region's painted imagery with the pixel classifier.
    imagery.painted ? '--classifier pixels' : null,
  ]
    .filter(Boolean)
    .join(' ');
  await writeJson(join(dir, 'case.json'), {
    verifiedSqFt: job.verifiedSqFt,
    verifiedOn: job.verifiedOn,
    verifiedAs: lawn ? 'lawn as mowed (truth.png)' : 'area in sq ft',
    measuredSqFt: acresToSqFt(job.measuredAcres),
    metresPerPixel: gsd,
    imagerySource: stored.measurement?.imagerySource ?? null,
    imageryCaptureDate: imagery.captureDate,
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
