import { sqFtToAcres } from '@yardstick/core/units';
import {
  mapDataSchema,
  type PropertyAnalysisResult,
  type propertyAnalysisResponseSchema,
} from '@yardstick/core/schemas/analysis';
import { z } from 'zod';
import type { PropertyAnalysisRow } from '../../platform/db/repositories/analyses.ts';

type PropertyAnalysis = z.infer<typeof propertyAnalysisResponseSchema>['propertyAnalysis'];

// The stored result is our own JSON, but it is parsed rather than trusted: older rows may
// predate a schema change, and a row that no longer fits should fail loudly here.
const storedResultSchema = z.object({
  mapData: mapDataSchema,
  aiComplexityScore: z.number().nullable().default(null),
});

/** What a quote card needs of an analysis (SPEC §3 "Property analysis (as fetched for a quote)"). */
export function presentPropertyAnalysis(row: PropertyAnalysisRow): PropertyAnalysis {
  const stored = storedResultSchema.parse(row.result);
  return {
    id: row.id,
    mapData: stored.mapData,
    propertySize: sqFtToAcres(row.totalSqFt),
    complexityScore: stored.aiComplexityScore,
  };
}

/**
 * What a homeowner's browser receives (a key, an embed, a storefront): the parcel without
 * its owner's name and market values. With real parcel data those would reach every visitor
 * of the owner's website. Nor the prices left out of the offer and why: those reasons speak
 * to the owner ("Analyze it again"). The owner's own /analyze keeps them all.
 */
export function presentPublicAnalysisResult(
  result: PropertyAnalysisResult,
): PropertyAnalysisResult {
  const { notOffered: _ownersOnly, ...offered } = result;
  const parcel = result.mapData.parcel;
  if (!parcel) return offered;
  return {
    ...offered,
    mapData: {
      ...result.mapData,
      parcel: {
        ...parcel,
        owner: null,
        marketValueLand: null,
        marketValueImprovements: null,
        marketValueTotal: null,
      },
    },
  };
}
