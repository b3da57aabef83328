import { BUILDING, LAWN, PAVEMENT, TREE, WATER } from '../landClasses.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { bareGroundClass } from './bareGround.ts';
import { settleBareGround } from './bareGroundPieces.ts';
import { separateCanopy } from './canopy.ts';
import { computeFeatures, type PixelFeatures } from './features.ts';
import { mendLawnSpots } from './lawnSpots.ts';
import { dilate, open, removeSmall } from './morphology.ts';

export interface ClassifierInput {
  bands: RasterBands;
  metresPerPixel: number;
  /**
   * 0/1 per pixel from building footprints when the provider has footprint data for the window
   * (all 0: it knows of no building there); null when it has none, so nothing is known.
   */
  buildingMask: Uint8Array | null;
}

/** One land class per pixel (land-classes ids) and a 0–255 confidence. */
export interface ClassMap {
  width: number;
  height: number;
  classes: Uint8Array;
  confidence: Uint8Array;
  /** What a vision provider wants the homeowner told (e.g. its review fell back). */
  notes?: string[];
  /** An AI reviewer's rating, given only when its reading of the lawn agreed with the measurement. */
  aiReview?: { complexity: number; explanation: string };
}

/**
 * Haze-corrected NDVI above this is vegetation: dormant grass sits near 0.2, mulch, soil and
 * paving below 0. Without NIR the index is excess green, where dormant grass sits near 0.18
 * and bare soil and concrete near 0.06.
 */
export const VEGETATION_THRESHOLD = { withNir: 0.1, colourOnly: 0.12 } as const;
const MIN_WATER_M2 = 3;

/** The pixel classifier: vegetation by index, lawn vs canopy by a small model, the rest by colour. */
export function classifyPixels(input: ClassifierInput): ClassMap {
  return readPixels(input, false);
}

/**
 * The demo region's painted imagery: the pixel classifier, then each piece of warm bare ground
 * kept as soil or made paving by a model of the demo painter's beds, decks and paver drives,
 * trained on its tuning looks (bareGroundPieces.ts). The painter paints its decks and pavers in
 * soil's colours; on photographs, which the region classifier reads, the model has no say.
 */
export function classifyPainted(input: ClassifierInput): ClassMap {
  return readPixels(input, true);
}

function readPixels(input: ClassifierInput, settlePieces: boolean): ClassMap {
  const { width, height } = input.bands;
  const f = computeFeatures(input.bands);
  const { classes, confidence } = pixelReading(f, input.metresPerPixel);
  if (settlePieces)
    settleBareGround(classes, confidence, f, input.buildingMask, input.metresPerPixel);
  if (input.buildingMask) applyFootprints(classes, confidence, input.buildingMask, width, height);
  return { width, height, classes, confidence };
}

/**
 * Each pixel by itself (plants by index and model, bare ground by its colour), then specks of
 * water made paving and dead spots in a lawn made lawn.
 */
export function pixelReading(
  f: PixelFeatures,
  metresPerPixel: number,
): { classes: Uint8Array; confidence: Uint8Array } {
  const { width, height } = f;
  const n = width * height;
  const vegetation = isVegetation(f);
  const { canopy, probability } = separateCanopy(f, vegetation, metresPerPixel);
  const classes = new Uint8Array(n);
  const confidence = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (vegetation[i]) {
      classes[i] = canopy[i] ? TREE : LAWN;
      confidence[i] = Math.round(255 * (0.5 + Math.abs((probability[i] ?? 0.5) - 0.5)));
    } else {
      const verdict = bareGroundClass(f, i);
      classes[i] = verdict.landClass;
      confidence[i] = Math.round(255 * verdict.confidence);
    }
  }
  dropWaterSpecks(classes, width, height, metresPerPixel);
  mendLawnSpots(classes, width, height, metresPerPixel);
  return { classes, confidence };
}

/** Pools and ponds are solid shapes of several m²; thin or tiny "water" is shadowed paving. */
function dropWaterSpecks(
  classes: Uint8Array,
  width: number,
  height: number,
  metresPerPixel: number,
): void {
  const water = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++) water[i] = classes[i] === WATER ? 1 : 0;
  const solid = removeSmall(
    open(water, width, height, 1),
    width,
    height,
    Math.round(MIN_WATER_M2 / metresPerPixel ** 2),
  );
  const kept = dilate(solid, width, height, 1);
  for (let i = 0; i < classes.length; i++) if (water[i] && !kept[i]) classes[i] = PAVEMENT;
}

export function isVegetation(f: PixelFeatures): Uint8Array {
  const threshold = f.hasNir ? VEGETATION_THRESHOLD.withNir : VEGETATION_THRESHOLD.colourOnly;
  const vegetation = new Uint8Array(f.vegetation.length);
  for (let i = 0; i < vegetation.length; i++)
    vegetation[i] = (f.vegetation[i] ?? 0) > threshold ? 1 : 0;
  return vegetation;
}

/**
 * Footprints mark buildings; canopy may hang over a roof, lawn cannot grow on one. Roofs
 * overhang walls by up to ~0.6 m, so bare pixels just outside a footprint are roof too.
 */
export function applyFootprints(
  classes: Uint8Array,
  confidence: Uint8Array,
  footprint: Uint8Array,
  width: number,
  height: number,
): void {
  const eaves = dilate(footprint, width, height, 2);
  for (let i = 0; i < classes.length; i++) {
    const c = classes[i];
    if (c === TREE) continue;
    if (footprint[i] || (eaves[i] && c !== WATER && c !== LAWN)) {
      classes[i] = BUILDING;
      confidence[i] = footprint[i] ? 242 : 180;
    }
  }
}
