import { polygonSchema } from '@yardstick/core/schemas/fields';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import { checkLawnOnThread } from '@yardstick/engine';
import { z } from 'zod';
import type { AnalysisForPricing } from '../../platform/db/repositories/analyses.ts';
import { ValidationError } from '../../platform/errors.ts';

// Only the lot line is read from the stored result; a row without one cannot be adjusted.
const storedLotSchema = z.object({
  mapData: z.object({ propertyPolygon: polygonSchema.nullable().default(null) }),
});

/**
 * The area in sq ft of a lawn drawn on the map for this analysis's lot, after checking it
 * (crossings, overlaps, nested cut-outs, zero-area patches, the lot line plus its margin). A
 * lawn that cannot be priced is a ValidationError naming the problem. Both run on a worker
 * thread: a 5,000-point outline costs a few hundred milliseconds of CPU that would otherwise
 * hold every other request.
 */
export async function adjustedLawnAreaSqFt(
  analysis: AnalysisForPricing,
  lawn: LawnGeometry,
): Promise<number> {
  const stored = storedLotSchema.safeParse(analysis.result);
  const lot = stored.success ? stored.data.mapData.propertyPolygon : null;
  const { problem, areaSqFt } = await checkLawnOnThread(lawn, lot);
  if (problem) throw new ValidationError(problem);
  return areaSqFt;
}
