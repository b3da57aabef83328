import { sqFtToAcres } from '@yardstick/core/units';
import {
  mapDataSchema,
  type propertyAnalysisResponseSchema,
} from '@yardstick/core/schemas/analysis';
import { z } from 'zod';
import type { PropertyAnalysisRow } from '../db/repositories/analyses.ts';

type PropertyAnalysis = z.infer<typeof propertyAnalysisResponseSchema>['propertyAnalysis'];

// The stored result is our own JSON, but it is parsed rather than trusted: older rows may
// predate a schema change, and a row that no longer fits should fail loudly here.
const storedResultSchema = z.object({ mapData: mapDataSchema });

/** What a quote card needs of an analysis (SPEC §3 "Property analysis (as fetched for a quote)"). */
export function presentPropertyAnalysis(row: PropertyAnalysisRow): PropertyAnalysis {
  return {
    id: row.id,
    mapData: storedResultSchema.parse(row.result).mapData,
    propertySize: sqFtToAcres(row.totalSqFt),
  };
}
