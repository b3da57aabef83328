import type { ClassMap } from '../classify/classifyPixels.ts';
import { scoreComplexity, type Complexity } from '../complexity/complexity.ts';
import { lawnShape } from '../complexity/lawnShape.ts';
import type { LandClass } from '../landClasses.ts';
import { findObstacles, type FoundObstacle } from '../obstacles/findObstacles.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { classAreasSqFt } from './classAreas.ts';
import { footprintMask } from './footprintRaster.ts';
import { countSet, mowableMask } from './mowableMask.ts';

export interface LawnMeasureInput {
  classMap: ClassMap;
  bands: RasterBands;
  metresPerPixel: number;
  /** Ground area of one pixel (x size × y size). */
  pixelAreaM2: number;
  /** 0/1 per pixel; null measures the whole image. */
  parcelMask: Uint8Array | null;
  /** FOOTPRINT_CODE per pixel, or null without footprints. */
  footprintKinds: Uint8Array | null;
}

export interface LawnMeasurement {
  mowable: Uint8Array;
  mowableM2: number;
  classAreasSqFt: Record<LandClass, number>;
  obstacles: FoundObstacle[];
  complexity: Complexity;
}

/** From a class map to what a quote needs: mowable lawn, areas by class, obstacles, complexity. */
export function measureLawn(input: LawnMeasureInput): LawnMeasurement {
  const { classMap, metresPerPixel } = input;
  const { width, height } = classMap;
  const parcelMask = input.parcelMask ?? new Uint8Array(width * height).fill(1);
  const buildingMask = input.footprintKinds ? footprintMask(input.footprintKinds) : null;
  const mowable = mowableMask(
    classMap.classes,
    parcelMask,
    buildingMask,
    width,
    height,
    metresPerPixel,
  );
  const mowableM2 = countSet(mowable) * input.pixelAreaM2;
  const obstacles = findObstacles({
    classes: classMap.classes,
    confidence: classMap.confidence,
    width,
    height,
    metresPerPixel,
    parcelMask,
    mowable,
    footprintKinds: input.footprintKinds,
    bands: input.bands,
  });
  return {
    mowable,
    mowableM2,
    classAreasSqFt: classAreasSqFt(classMap.classes, parcelMask, input.pixelAreaM2),
    obstacles,
    complexity: scoreComplexity(
      obstacles,
      lawnShape(mowable, width, height, metresPerPixel),
      mowableM2,
    ),
  };
}
