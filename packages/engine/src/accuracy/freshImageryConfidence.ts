import type { ClassMap } from '../classify/classifyPixels.ts';
import { measurementConfidence, pixelFactors } from '../measure/measurementConfidence.ts';

/**
 * The confidence a measurement of a surveyed lot gets from its own pixels, in imagery captured
 * this year: what the image says about the measurement, without the capture's age (which
 * lowers it alike whatever the image).
 */
export function freshImageryConfidence(
  classMap: ClassMap,
  mowable: Uint8Array,
  parcelMask: Uint8Array,
  metresPerPixel: number,
): number {
  const { classes, confidence, width, height } = classMap;
  return measurementConfidence({
    ...pixelFactors({ mowable, classes, confidence, parcelMask, width, height }),
    parcelSource: 'parcel',
    imageryAgeYears: 0,
    resolutionM: metresPerPixel,
  });
}
