import type { GeoAnalysis } from '@yardstick/engine';
import { sqFtToAcres } from '@yardstick/core/units';
import { correctedSqFt } from '@yardstick/core/verifiedAccuracy';
import { z } from 'zod';

/**
 * The owner's opted-in correction applied to a fresh measurement: the mowable area priced
 * becomes the corrected one, and the measurement says so (percent and the area measured),
 * so every quote from it shows the correction. No correction leaves the analysis as measured.
 */
export function withCorrection(geo: GeoAnalysis, percent: number | null): GeoAnalysis {
  if (percent === null || percent === 0) return geo;
  const mowableAreaSqFt = correctedSqFt(geo.mowableAreaSqFt, percent);
  return {
    ...geo,
    mowableAreaSqFt,
    mowableAreaAcres: sqFtToAcres(mowableAreaSqFt),
    measurement: {
      ...geo.measurement,
      correction: { percent, measuredSqFt: geo.mowableAreaSqFt },
    },
  };
}

const storedCorrectionSchema = z.object({
  measurement: z.object({
    correction: z.object({ percent: z.number(), measuredSqFt: z.number() }).nullish(),
  }),
});

/** The correction a stored analysis was priced with; null when none (or an older analysis). */
export function storedCorrection(
  result: unknown,
): { percent: number; measuredSqFt: number } | null {
  const parsed = storedCorrectionSchema.safeParse(result);
  return parsed.success ? (parsed.data.measurement.correction ?? null) : null;
}

/** A stored analysis is reused only when priced with the correction the owner has now. */
export function sameCorrection(result: unknown, percent: number | null): boolean {
  return (storedCorrection(result)?.percent ?? null) === (percent || null);
}
