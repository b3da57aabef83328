import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { insertedRow } from '../rows.ts';
import { isUuid } from '../ids.ts';
import { propertyAnalyses } from '../schema/index.ts';

export type PropertyAnalysisRow = typeof propertyAnalyses.$inferSelect;
export type NewPropertyAnalysis = Omit<
  typeof propertyAnalyses.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'legacyMapImage'
>;

export function analysisRepository(db: Db) {
  return {
    /** `id` may be chosen up front, so the stored result can carry its own analysisId. */
    async create(
      ownerId: string,
      analysis: NewPropertyAnalysis,
      id?: string,
    ): Promise<PropertyAnalysisRow> {
      return insertedRow(
        await db
          .insert(propertyAnalyses)
          .values({ ownerId, ...analysis, ...(id ? { id } : {}) })
          .returning(),
        'property_analyses',
      );
    },

    async get(ownerId: string, analysisId: string): Promise<PropertyAnalysisRow | undefined> {
      if (!isUuid(analysisId)) return undefined;
      const [row] = await db
        .select()
        .from(propertyAnalyses)
        .where(and(eq(propertyAnalyses.ownerId, ownerId), eq(propertyAnalyses.id, analysisId)));
      return row;
    },

    /**
     * The map image's blob key by analysis id alone: ids are unguessable and the image shows
     * no personal data.
     */
    async findMapImageKey(analysisId: string): Promise<string | undefined> {
      if (!isUuid(analysisId)) return undefined;
      const [row] = await db
        .select({ key: propertyAnalyses.mapImageSha256 })
        .from(propertyAnalyses)
        .where(eq(propertyAnalyses.id, analysisId));
      return row?.key ?? undefined;
    },
  };
}
