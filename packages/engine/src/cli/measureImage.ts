import { basename } from 'node:path';
import type { Obstacle } from '@yardstick/core/schemas/analysis';
import { SQ_FT_PER_ACRE } from '@yardstick/core/units';
import { classifyImage } from '../classify/classifyImage.ts';
import { UnreadableImageError } from '../errors.ts';
import { polygonMask } from '../geo/scanPolygon.ts';
import type { LandClass } from '../landClasses.ts';
import { burnFootprints, footprintMask } from '../measure/footprintRaster.ts';
import { measureLawn } from '../measure/measureLawn.ts';
import {
  imageryAgeYears,
  measurementConfidence,
  pixelFactors,
  type SceneFactors,
} from '../measure/measurementConfidence.ts';
import { outlineArea, traceOutlines } from '../measure/mowablePolygons.ts';
import { serviceMeasures, type ServiceMeasures } from '../measure/services/serviceMeasures.ts';
import { obstacleSummary } from '../obstacles/findObstacles.ts';
import { round, squareFeet } from '../measure/units.ts';
import { readClassPng, writeClassPng } from './classPng.ts';
import { compareWithTruth, type TruthComparison } from './compareTruth.ts';
import { footprintKindOf, readPixelPolygons } from './pixelGeojson.ts';
import { readImage } from './readImage.ts';

const megapixels = (pixels: number) => (pixels / 1e6).toFixed(1);

export interface MeasureOptions {
  imagePath: string;
  /** Metres per pixel; may be left out for a GeoTIFF in a metric projection. */
  gsd: number | null;
  nirPath: string | null;
  /** Polygon(s) in pixel coordinates limiting the measurement (the parcel). */
  parcelPath: string | null;
  /** Building footprints in pixel coordinates (property `kind`: house, garage, shed…). */
  footprintsPath: string | null;
  /**
   * The classifier the product reads photographs with (`regions`, the default) or the one it
   * reads the demo region's painted imagery with (`pixels`), as classifyImage chooses.
   */
  classifier?: 'pixels' | 'regions';
  /** A class PNG (CLASS_COLOURS) to score against. */
  truthPath: string | null;
  /** A lawn area known to be right (a crew's figure from the site), in sq ft, to score against. */
  truthSqFt?: number | null;
  maskOutPath: string | null;
  /** ISO date the imagery was captured, when known (it lowers confidence as it ages). */
  captureDate: string | null;
  /** Told each step as it starts, so a large orthophoto's half minute is not spent in silence. */
  onProgress?: (step: string) => void;
}

export interface MeasureReport {
  image: { width: number; height: number; bands: 'RGB' | 'RGB+NIR'; metresPerPixel: number };
  /** Which classifier read the image: `regions` as a photograph, `pixels` as the demo's painting. */
  classifier: 'pixels' | 'regions';
  measuredAreaSqFt: number;
  classesSqFt: Record<LandClass, number>;
  mowable: { sqFt: number; acres: number; outlineSqFt: number };
  obstacles: (Obstacle & { areaSqFt: number; centerPx: [number, number] })[];
  complexity: { score: number; explanation: string };
  /** As the analysis result gives it; without --parcel the lot counts as estimated. */
  measurement: {
    confidence: number;
    imageryDate: string | null;
    parcelSource: 'parcel' | 'estimated';
    resolutionM: number;
  };
  /** Beds, paving, lawn edges and trees, for services beyond mowing. */
  services: ServiceMeasures;
  truth?: TruthComparison;
  /** Against the area given with --truth-sq-ft. */
  truthArea?: { trueMowableSqFt: number; mowableErrorPercent: number };
}

/** Classifies and measures one image with no server or database: the `pnpm measure` command. */
export async function measureImage(options: MeasureOptions): Promise<MeasureReport> {
  const progress = options.onProgress ?? (() => undefined);
  progress(`Reading ${basename(options.imagePath)}`);
  const {
    bands,
    metresPerPixel: fileGsd,
    resolutionUnknown,
    coverage,
  } = await readImage(options.imagePath, options.nirPath);
  const gsd = options.gsd ?? fileGsd;
  if (!gsd)
    throw new UnreadableImageError(
      `${resolutionUnknown ?? 'its ground resolution is unknown'}; pass --gsd <metres per pixel>`,
    );
  const { width, height } = bands;
  const parcelRings = options.parcelPath
    ? (await readPixelPolygons(options.parcelPath)).flatMap((p) => p.rings)
    : null;
  const drawnParcel = parcelRings ? polygonMask(parcelRings, width, height) : null;
  // A drone orthophoto's transparent corners (outside its footprint) are no ground to measure.
  const parcelMask =
    drawnParcel && coverage
      ? drawnParcel.map((inside, i) => (inside && coverage[i] ? 1 : 0))
      : (drawnParcel ?? coverage);
  const footprintKinds = options.footprintsPath
    ? burnFootprints(
        (await readPixelPolygons(options.footprintsPath)).map((p) => ({
          kind: footprintKindOf(p.properties),
          rings: p.rings,
        })),
        width,
        height,
      )
    : null;
  const buildingMask = footprintKinds ? footprintMask(footprintKinds) : null;
  const painted = options.classifier === 'pixels';
  progress(
    `Classifying ${width} × ${height} px (${megapixels(width * height)} MP, ${bands.nir ? 'RGB+NIR' : 'RGB'}) at ${round(gsd, 3)} m per pixel`,
  );
  const classMap = classifyImage({
    bands,
    metresPerPixel: gsd,
    buildingMask,
    painted,
    parcelMask: drawnParcel ?? undefined,
  });
  const pixelAreaM2 = gsd * gsd;
  progress('Measuring the lawn and its obstacles');
  const lawn = measureLawn({
    classMap,
    bands,
    metresPerPixel: gsd,
    pixelAreaM2,
    parcelMask,
    footprintKinds,
  });
  if (options.maskOutPath)
    await writeClassPng(options.maskOutPath, classMap.classes, width, height);
  let measuredPixels = width * height;
  if (parcelMask) measuredPixels = parcelMask.reduce((sum, v) => sum + v, 0);
  const mowableSqFt = squareFeet(lawn.mowableM2);
  const lot = parcelMask ?? new Uint8Array(width * height).fill(1);
  const scene: SceneFactors = {
    parcelSource: drawnParcel ? 'parcel' : 'estimated',
    imageryAgeYears: imageryAgeYears(options.captureDate, new Date()),
    resolutionM: round(gsd, 3),
  };
  progress('Measuring beds, paving, edges and trees');
  const services = serviceMeasures({
    ...classMap,
    metresPerPixel: gsd,
    pixelAreaM2,
    parcelMask: lot,
    buildingMask,
    mowable: lawn.mowable,
    parcelRing: parcelRings?.[0] ?? null,
    scene,
  });
  const report: MeasureReport = {
    image: { width, height, bands: bands.nir ? 'RGB+NIR' : 'RGB', metresPerPixel: gsd },
    classifier: painted ? 'pixels' : 'regions',
    measuredAreaSqFt: round(squareFeet(measuredPixels * pixelAreaM2), 1),
    classesSqFt: lawn.classAreasSqFt,
    mowable: {
      sqFt: round(mowableSqFt, 1),
      acres: round(mowableSqFt / SQ_FT_PER_ACRE, 4),
      outlineSqFt: round(
        squareFeet(outlineArea(traceOutlines(lawn.mowable, width, height)) * pixelAreaM2),
        1,
      ),
    },
    obstacles: lawn.obstacles.map((o) => ({
      ...obstacleSummary(o),
      centerPx: [round(o.centroid[0], 1), round(o.centroid[1], 1)],
    })),
    complexity: { score: lawn.complexity.score, explanation: lawn.complexity.explanation },
    measurement: {
      confidence: measurementConfidence({
        ...pixelFactors({
          mowable: lawn.mowable,
          classes: classMap.classes,
          confidence: classMap.confidence,
          parcelMask: lot,
          width,
          height,
        }),
        ...scene,
      }),
      imageryDate: options.captureDate,
      parcelSource: scene.parcelSource,
      resolutionM: scene.resolutionM,
    },
    services,
  };
  if (options.truthPath) {
    const truth = await readClassPng(options.truthPath);
    if (truth.width !== width || truth.height !== height)
      throw new UnreadableImageError('the truth mask is not the same size as the image');
    report.truth = compareWithTruth(
      classMap.classes,
      lawn.mowable,
      truth.classes,
      parcelMask,
      pixelAreaM2,
    );
  }
  if (options.truthSqFt) {
    report.truthArea = {
      trueMowableSqFt: options.truthSqFt,
      mowableErrorPercent: round(((mowableSqFt - options.truthSqFt) / options.truthSqFt) * 100, 2),
    };
  }
  return report;
}
