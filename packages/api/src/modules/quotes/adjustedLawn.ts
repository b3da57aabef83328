import { lawnAreaSqFt, lawnGeometryProblem } from '@yardstick/core/lawnGeometry';
import { polygonSchema } from '@yardstick/core/schemas/fields';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import { z } from 'zod';
import type { AnalysisForPricing } from '../../platform/db/repositories/analyses.ts';
import { ValidationError } from '../../platform/errors.ts';

// Only the lot line is read from the stored result; a row without one cannot be adjusted.
const storedLotSchema = z.object({
  mapData: z.object({ propertyPolygon: polygonSchema.nullable().default(null) }),
});

/**
 * The area in sq ft of a lawn drawn on the map for this analysis's lot, after checking it
 * (crossings, overlaps, zero-area patches, the lot line plus its margin). A lawn that cannot
 * be priced is a ValidationError naming the problem.
 */
export function adjustedLawnAreaSqFt(analysis: AnalysisForPricing, lawn: LawnGeometry): number {
  const stored = storedLotSchema.safeParse(analysis.result);
  const lot = stored.success ? stored.data.mapData.propertyPolygon : null;
  const problem = lawnGeometryProblem(lawn, lot);
  if (problem) throw new ValidationError(problem);
  return lawnAreaSqFt(lawn);
}
