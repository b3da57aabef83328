/**
 * The classifier measured on sources it never learnt from (real imagery is scored by
 * realImagery/scoreRealImagery.ts): a painter written outside the project (../shared/eval), and the demo
 * painter's held-out looks and seed. Each gives its own table; a classifier that fits one
 * painter shows it on the others.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { ClassifierInput, ClassMap } from '../classify/classifyPixels.ts';
import { polygonMask } from '../geo/scanPolygon.ts';
import { measureLawn } from '../measure/measureLawn.ts';
import { countSet, mowableMask } from '../measure/mowableMask.ts';
import sharp from 'sharp';
import { readImage } from '../cli/readImage.ts';
import { readPixelPolygons } from '../cli/pixelGeojson.ts';
import { freshImageryConfidence } from './freshImageryConfidence.ts';
import { errorSummary } from './measureAccuracy.ts';

export type Classifier = (input: ClassifierInput) => ClassMap;

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
  /** `measurement.confidence` of the scene's lot, in fresh imagery (freshImageryConfidence). */
  confidence: number;
  /**
   * Under the truth when the lawn is counted in the painter's own raster of the parcel (its
   * truth mask's non-zero pixels) rather than in the polygon: the classifier's part of `under`.
   * The painter fills its polygon with its outline, about 0.4 px more all round than the
   * polygon holds, and every lawn that runs to the lot line is counted in that margin.
   */
  underInPaintersParcel: boolean;
  /** The painter's parcel raster over the polygon's pixels (1.0075: 0.75 % larger). */
  paintersParcelRatio: number;
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
    const paintersParcel = await paintersParcelMask(join(dir, `${name}.mask.png`));
    // The same lawn, counted in the painter's parcel instead of the polygon's.
    const mowableInPaintersParcel = mowableMask(
      classMap.classes,
      paintersParcel,
      null,
      bands.width,
      bands.height,
      truth.gsd,
    );
    const error = Math.min(
      Math.abs(got - t.lawnSqFt) / t.lawnSqFt,
      Math.abs(got - t.lawnPlusCanopySqFt) / t.lawnPlusCanopySqFt,
    );
    const confidence = freshImageryConfidence(classMap, lawn.mowable, parcelMask, truth.gsd);
    results.push({
      name,
      style: t.style,
      error,
      under: got < t.lawnSqFt,
      confidence,
      underInPaintersParcel:
        countSet(mowableInPaintersParcel) * truth.gsd ** 2 * 10.7639 < t.lawnSqFt,
      paintersParcelRatio: countSet(paintersParcel) / countSet(parcelMask),
    });
  }
  return results;
}

/** The scene's parcel as the painter rasterised it: every pixel its truth mask gives a class. */
async function paintersParcelMask(path: string): Promise<Uint8Array> {
  const { data, info } = await sharp(path).greyscale().raw().toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data.subarray(0, info.width * info.height), (v) => (v > 0 ? 1 : 0));
}

export function summariseForeign(results: readonly Pick<ForeignSceneResult, 'error' | 'under'>[]) {
  const { medianAreaError, p90AreaError, maxAreaError } = errorSummary(results.map((r) => r.error));
  return {
    scenes: results.length,
    median: medianAreaError,
    p90: p90AreaError,
    max: maxAreaError,
    under: results.filter((r) => r.under).length,
  };
}
