import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { insertedRow } from '../rows.ts';
import { isUuid } from '../ids.ts';
import { mapImages, propertyAnalyses } from '../schema/index.ts';

export type PropertyAnalysisRow = typeof propertyAnalyses.$inferSelect;
export type NewPropertyAnalysis = Omit<
  typeof propertyAnalyses.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'mapImageSha256' | 'legacyMapImage'
> & { mapImage?: Buffer };

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function analysisRepository(db: Db) {
  /** Sends the image only when no identical one is stored yet. */
  async function storeMapImage(png: Buffer): Promise<string> {
    const sha256 = sha256Of(png);
    const [known] = await db
      .select({ sha256: mapImages.sha256 })
      .from(mapImages)
      .where(eq(mapImages.sha256, sha256));
    if (!known) await db.insert(mapImages).values({ sha256, png }).onConflictDoNothing();
    return sha256;
  }

  return {
    /** `id` may be chosen up front, so the stored result can carry its own analysisId. */
    async create(
      ownerId: string,
      { mapImage, ...analysis }: NewPropertyAnalysis,
      id?: string,
    ): Promise<PropertyAnalysisRow> {
      const mapImageSha256 = mapImage ? await storeMapImage(mapImage) : null;
      return insertedRow(
        await db
          .insert(propertyAnalyses)
          .values({ ownerId, ...analysis, mapImageSha256, ...(id ? { id } : {}) })
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

    /** The map image by analysis id alone: ids are unguessable and the image shows no personal data. */
    async findMapImage(analysisId: string): Promise<Buffer | undefined> {
      if (!isUuid(analysisId)) return undefined;
      const [row] = await db
        .select({ png: mapImages.png, legacy: propertyAnalyses.legacyMapImage })
        .from(propertyAnalyses)
        .leftJoin(mapImages, eq(mapImages.sha256, propertyAnalyses.mapImageSha256))
        .where(eq(propertyAnalyses.id, analysisId));
      return row?.png ?? row?.legacy ?? undefined;
    },
  };
}
