/**
 * The classifier measured on sources it never learnt from: hand-placed tree-crown points on
 * real NAIP imagery, a painter written outside the project (../shared/eval), and the demo
 * painter's held-out looks and seed. Each gives its own table; a classifier that fits one
 * painter shows it on the others.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { ClassifierInput, ClassMap } from '../classify/classifyPixels.ts';
import { polygonMask } from '../geo/scanPolygon.ts';
import { LAND_CLASSES } from '../landClasses.ts';
import { measureLawn } from '../measure/measureLawn.ts';
import { readImage } from '../cli/readImage.ts';
import { readPixelPolygons } from '../cli/pixelGeojson.ts';
import { errorSummary } from './measureAccuracy.ts';

export type Classifier = (input: ClassifierInput) => ClassMap;

export interface CrownPointReport {
  tiles: number;
  points: number;
  /** Share of crown points read as each class (LAND_CLASSES order). */
  shares: number[];
}

const pointRow = z.object({ x: z.coerce.number(), y: z.coerce.number() });

/** Reads every `csv/<tile>.csv` (header x,y) with its `images/<tile>.tif` and classifies the tile. */
export async function crownPoints(dir: string, classify: Classifier): Promise<CrownPointReport> {
  const counts = LAND_CLASSES.map(() => 0);
  let tiles = 0;
  let points = 0;
  for (const file of readdirSync(join(dir, 'csv'))
    .filter((f) => f.endsWith('.csv'))
    .sort()) {
    const image = join(dir, 'images', file.replace(/\.csv$/, '.tif'));
    if (!existsSync(image)) continue;
    const { bands, metresPerPixel } = await readImage(image, null);
    const map = classify({ bands, metresPerPixel: metresPerPixel ?? 0.6, buildingMask: null });
    tiles++;
    const lines = readFileSync(join(dir, 'csv', file), 'utf8')
      .trim()
      .split('\n')
      .slice(1);
    for (const line of lines) {
      const [x, y] = line.split(',');
      const p = pointRow.parse({ x, y });
      const px = Math.min(bands.width - 1, Math.max(0, Math.round(p.x)));
      const py = Math.min(bands.height - 1, Math.max(0, Math.round(p.y)));
      const c = map.classes[py * bands.width + px] ?? 0;
      counts[c] = (counts[c] ?? 0) + 1;
      points++;
    }
  }
  return { tiles, points, shares: counts.map((c) => c / Math.max(1, points)) };
}

const foreignTruth = z.object({
  gsd: z.number(),
  scenes: z.record(
    z.string(),
    z.object({ style: z.string(), lawnSqFt: z.number(), lawnPlusCanopySqFt: z.number() }),
  ),
});

export interface ForeignSceneResult {
  name: string;
  style: string;
  /** Relative error against the nearer of visible lawn and lawn plus canopy, as the scorer takes it. */
  error: number;
  under: boolean;
}

/** Each scene measured as `pnpm measure scene.png --gsd … --parcel scene.parcel.json` would. */
export async function foreignPainter(
  dir: string,
  classify: Classifier,
): Promise<ForeignSceneResult[]> {
  const truth = foreignTruth.parse(JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')));
  const results: ForeignSceneResult[] = [];
  for (const [name, t] of Object.entries(truth.scenes)) {
    const { bands } = await readImage(join(dir, `${name}.png`), null);
    const parcel = await readPixelPolygons(join(dir, `${name}.parcel.json`));
    const parcelMask = polygonMask(
      parcel.flatMap((p) => p.rings),
      bands.width,
      bands.height,
    );
    const classMap = classify({ bands, metresPerPixel: truth.gsd, buildingMask: null });
    const lawn = measureLawn({
      classMap,
      bands,
      metresPerPixel: truth.gsd,
      pixelAreaM2: truth.gsd ** 2,
      parcelMask,
      footprintKinds: null,
    });
    const got = lawn.mowableM2 * 10.7639;
    const error = Math.min(
      Math.abs(got - t.lawnSqFt) / t.lawnSqFt,
      Math.abs(got - t.lawnPlusCanopySqFt) / t.lawnPlusCanopySqFt,
    );
    results.push({ name, style: t.style, error, under: got < t.lawnSqFt });
  }
  return results;
}

export function summariseForeign(results: readonly ForeignSceneResult[]) {
  const { medianAreaError, p90AreaError, maxAreaError } = errorSummary(results.map((r) => r.error));
  return {
    scenes: results.length,
    median: medianAreaError,
    p90: p90AreaError,
    max: maxAreaError,
    under: results.filter((r) => r.under).length,
  };
}
