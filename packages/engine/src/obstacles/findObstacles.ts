import type { Obstacle } from '@yardstick/core/schemas/analysis';
import { estimateHaze } from '../classify/haze.ts';
import { histogram, percentile } from '../classify/levels.ts';
import { dilate } from '../classify/morphology.ts';
import type { Position } from '../geo/geojson.ts';
import { BUILDING, OTHER, PAVEMENT, SOIL, TREE, WATER } from '../landClasses.ts';
import { FOOTPRINT_CODE } from '../measure/footprintRaster.ts';
import { round, SQ_FT_PER_M2, squareFeet } from '../measure/units.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { fillRatio, piecesWithin, type ComponentStats } from './componentStats.ts';
import { describeObstacle, OBSTACLE_TYPE_OF } from './describeObstacle.ts';
import { sizeClass, type ObstacleKind } from './sizeClasses.ts';

export interface ObstacleInput {
  classes: Uint8Array;
  confidence: Uint8Array;
  width: number;
  height: number;
  metresPerPixel: number;
  parcelMask: Uint8Array;
  mowable: Uint8Array;
  /** FOOTPRINT_CODE per pixel, or null when no footprints were available. */
  footprintKinds: Uint8Array | null;
  /** The imagery, to tell a bright blue pool from dark natural water. */
  bands: RasterBands;
}

export interface FoundObstacle extends Obstacle {
  kind: ObstacleKind;
  areaM2: number;
  /** A fence's length along its line, in metres. */
  lengthM?: number;
  /** In window pixels. */
  centroid: Position;
  bbox: [number, number, number, number];
}

/** The SPEC §3 obstacle fields plus the measured area, as the API and the CLI report them. */
export function obstacleSummary(o: FoundObstacle): Obstacle & { areaSqFt: number } {
  return {
    type: o.type,
    confidence: o.confidence,
    description: o.description,
    estimatedSize: o.estimatedSize,
    areaSqFt: round(squareFeet(o.areaM2), 1),
  };
}

/** Anything under 30 sq ft does not change how a lawn is mowed: not named, not counted. */
export const MIN_OBSTACLE_SQ_FT = 30;
const MIN_OBSTACLE_M2 = MIN_OBSTACLE_SQ_FT / SQ_FT_PER_M2;

/** Pieces smaller than this are not worth naming to a homeowner (a pool under 12 m² is more likely a blue car or tarp). */
const MIN_AREA_M2: Record<ObstacleKind, number> = {
  tree: MIN_OBSTACLE_M2,
  pool: 12,
  pond: 12,
  driveway: 15,
  patio: Math.max(3, MIN_OBSTACLE_M2),
  shed: MIN_OBSTACLE_M2,
  bed: MIN_OBSTACLE_M2,
  fence: MIN_OBSTACLE_M2,
  object: MIN_OBSTACLE_M2,
};
const MAX_POOL_M2 = 150;
const MAX_SHED_M2 = 30;
const MAX_OBSTACLES = 20;

/**
 * Connected regions inside the parcel that a crew has to work around: canopy touching the
 * lawn, water, paving beside the lawn, outbuildings, beds and objects.
 */
export function findObstacles(input: ObstacleInput): FoundObstacle[] {
  const { classes, width, height } = input;
  const pixelM2 = input.metresPerPixel ** 2;
  const nearLawn = dilate(input.mowable, width, height, 2);
  const pieces = piecesWithin({
    keys: classes,
    region: input.parcelMask,
    near: nearLawn,
    confidence: input.confidence,
    values: waterLooks(input.bands),
    width,
    height,
  });
  const found: FoundObstacle[] = [];
  const add = (kind: ObstacleKind, s: ComponentStats, confidence: number) => {
    const areaM2 = s.pixels * pixelM2;
    if (areaM2 < MIN_AREA_M2[kind]) return;
    const lengthM = kind === 'fence' ? s.pixels * input.metresPerPixel : undefined;
    found.push({
      type: OBSTACLE_TYPE_OF[kind],
      kind,
      confidence: Math.round(Math.min(0.99, Math.max(0.3, confidence)) * 100) / 100,
      description: describeObstacle(
        kind,
        areaM2,
        kind === 'tree' && (areaM2 > 120 || fillRatio(s) < 0.5),
        lengthM,
      ),
      estimatedSize: sizeClass(kind, areaM2),
      areaM2,
      ...(lengthM === undefined ? {} : { lengthM }),
      centroid: s.centroid,
      bbox: s.bbox,
    });
  };
  for (const s of pieces) {
    const areaM2 = s.pixels * pixelM2;
    if (s.key === WATER) {
      const pool = areaM2 <= MAX_POOL_M2 && looksLikePool(s.meanValues);
      add(pool ? 'pool' : 'pond', s, s.meanConfidence * (pool ? 1 : 0.85));
    }
    if (!s.touchingNear) continue;
    if (s.key === TREE) add('tree', s, s.meanConfidence);
    if (s.key === PAVEMENT)
      add(
        s.touchesRegionEdge && areaM2 >= MIN_AREA_M2.driveway ? 'driveway' : 'patio',
        s,
        s.meanConfidence,
      );
    if (s.key === SOIL) add('bed', s, s.meanConfidence * 0.9);
    if (s.key === OTHER) add(isLine(s) ? 'fence' : 'object', s, s.meanConfidence * 0.8);
  }
  for (const s of sheds(input, pieces, nearLawn, pixelM2)) add('shed', s.stats, s.confidence);
  return found.sort((a, b) => b.areaM2 - a.areaM2).slice(0, MAX_OBSTACLES);
}

/**
 * A piece no wider than a pixel or so along its run, straight or turning a corner: a fence or
 * a wall, not an object standing on the lawn.
 */
function isLine(s: ComponentStats): boolean {
  return s.pixels <= 1.5 * (s.bbox[2] - s.bbox[0] + (s.bbox[3] - s.bbox[1]));
}

/**
 * What tells a pool from natural water, per pixel: brightness against the image's middle
 * brightness, and (haze taken off) blue over red and blue over green.
 */
function waterLooks(bands: RasterBands): Float32Array[] {
  const [hazeRed, hazeGreen, hazeBlue] = estimateHaze(bands);
  const n = bands.blue.length;
  const brightness = new Float32Array(n);
  const levels = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    brightness[i] = ((bands.red[i] ?? 0) + (bands.green[i] ?? 0) + (bands.blue[i] ?? 0)) / 3;
    levels[i] = Math.round(brightness[i] ?? 0);
  }
  const middle = percentile(histogram(levels), 0.5);
  const blueOverRed = new Float32Array(n);
  const blueOverGreen = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const blue = (bands.blue[i] ?? 0) - hazeBlue;
    blueOverRed[i] = blue - ((bands.red[i] ?? 0) - hazeRed);
    blueOverGreen[i] = blue - ((bands.green[i] ?? 0) - hazeGreen);
    brightness[i] = (brightness[i] ?? 0) / Math.max(1, middle);
  }
  return [brightness, blueOverRed, blueOverGreen];
}

/**
 * A pool's water over its light liner is blue and bright: brighter than the image's middle, or,
 * where it is plainly blue rather than teal (a dark liner, a cover, a pool in shade), at least
 * three quarters of it. Natural water is green or brown, and the shade a classifier may take for
 * water bluish but darker: on NAIP photographs the pools are 1.1–2.5 times the middle brightness
 * and that shade 0.4–0.7 times; turquoise pools are as green as blue, so blue over green alone
 * named them ponds and the shade pools.
 */
function looksLikePool([brightness = 0, blueOverRed = 0, blueOverGreen = 0]: number[]): boolean {
  return blueOverRed > 0 && (brightness >= 1 || (blueOverGreen > 0 && brightness >= 0.75));
}

/** Footprints flagged as sheds; without footprints, small detached buildings. */
function sheds(
  input: ObstacleInput,
  pieces: readonly ComponentStats[],
  nearLawn: Uint8Array,
  pixelM2: number,
): { stats: ComponentStats; confidence: number }[] {
  const kinds = input.footprintKinds;
  if (kinds) {
    const shed = new Uint8Array(kinds.length);
    for (let i = 0; i < kinds.length; i++)
      shed[i] = kinds[i] === FOOTPRINT_CODE.shed && input.parcelMask[i] ? 1 : 0;
    const { width, height } = input;
    return piecesWithin({
      keys: shed,
      region: shed,
      near: nearLawn,
      confidence: input.confidence,
      values: [],
      width,
      height,
    }).map((stats) => ({ stats, confidence: 0.95 }));
  }
  const buildings = pieces.filter((p) => p.key === BUILDING);
  const largest = Math.max(0, ...buildings.map((b) => b.pixels));
  return buildings
    .filter((b) => b.pixels < largest && b.pixels * pixelM2 <= MAX_SHED_M2 && fillRatio(b) >= 0.6)
    .map((stats) => ({ stats, confidence: 0.6 * stats.meanConfidence + 0.2 }));
}
