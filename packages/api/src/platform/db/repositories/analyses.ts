import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { insertedRow } from '../rows.ts';
import { isUuid } from '../ids.ts';
import { propertyAnalyses } from '../schema/index.ts';
import type { AnalysisCaller } from '../schema/analyses.ts';

export type PropertyAnalysisRow = typeof propertyAnalyses.$inferSelect;
export type NewPropertyAnalysis = Omit<
  typeof propertyAnalyses.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'legacyMapImage'
>;

/** A stored analysis as a quote is priced from it: `result` holds only what pricing reads. */
export type AnalysisForPricing = Pick<
  PropertyAnalysisRow,
  'id' | 'address' | 'mowableSqFt' | 'caller'
> & {
  result: unknown;
};

/**
 * The parts of a stored result that pricing, review and a drawn lawn's check read: a whole
 * result is tens of kilobytes of map data, read on every accepted quote.
 */
const resultForPricing = sql`jsonb_strip_nulls(jsonb_build_object(
  'aiComplexityScore', ${propertyAnalyses.result} -> 'aiComplexityScore',
  'services', ${propertyAnalyses.result} -> 'services',
  'measurement', ${propertyAnalyses.result} -> 'measurement',
  'serviceMeasures', ${propertyAnalyses.result} -> 'serviceMeasures',
  'mapData', jsonb_build_object(
    'propertyPolygon', ${propertyAnalyses.result} -> 'mapData' -> 'propertyPolygon')))`;

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

    /** The same without reading the stored row back: its result is large, and the caller has it. */
    async store(ownerId: string, analysis: NewPropertyAnalysis, id: string): Promise<void> {
      await db.insert(propertyAnalyses).values({ ownerId, ...analysis, id });
    },

    async get(ownerId: string, analysisId: string): Promise<PropertyAnalysisRow | undefined> {
      if (!isUuid(analysisId)) return undefined;
      const [row] = await db
        .select()
        .from(propertyAnalyses)
        .where(and(eq(propertyAnalyses.ownerId, ownerId), eq(propertyAnalyses.id, analysisId)));
      return row;
    },

    async getForPricing(
      ownerId: string,
      analysisId: string,
    ): Promise<AnalysisForPricing | undefined> {
      if (!isUuid(analysisId)) return undefined;
      const [row] = await db
        .select({
          id: propertyAnalyses.id,
          address: propertyAnalyses.address,
          mowableSqFt: propertyAnalyses.mowableSqFt,
          caller: propertyAnalyses.caller,
          result: resultForPricing.mapWith((value: unknown) => value),
        })
        .from(propertyAnalyses)
        .where(and(eq(propertyAnalyses.ownerId, ownerId), eq(propertyAnalyses.id, analysisId)));
      return row;
    },

    /** The owner's latest analysis of this address (as typed or as matched) since `since`. */
    async findRecent(
      ownerId: string,
      match: { address: string } | { parcelKey: string },
      since: Date,
    ): Promise<PropertyAnalysisRow | undefined> {
      const same =
        'address' in match
          ? sql`lower(${propertyAnalyses.address}) = lower(${match.address.trim()})`
          : and(
              isNotNull(propertyAnalyses.parcelKey),
              eq(propertyAnalyses.parcelKey, match.parcelKey),
            );
      const [row] = await db
        .select()
        .from(propertyAnalyses)
        .where(
          and(eq(propertyAnalyses.ownerId, ownerId), gt(propertyAnalyses.createdAt, since), same),
        )
        .orderBy(desc(propertyAnalyses.createdAt))
        .limit(1);
      return row;
    },

    /** Analyses of the owner by this kind of caller since `since`, from one IP when given. */
    async countSince(
      ownerId: string,
      caller: AnalysisCaller,
      since: Date,
      clientIp?: string,
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(propertyAnalyses)
        .where(
          and(
            eq(propertyAnalyses.ownerId, ownerId),
            eq(propertyAnalyses.caller, caller),
            gt(propertyAnalyses.createdAt, since),
            clientIp === undefined ? undefined : eq(propertyAnalyses.clientIp, clientIp),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * The blob key of an analysis's map image or of the editor's imagery, by analysis id
     * alone: ids are unguessable and neither image shows personal data.
     */
    async findImageKey(analysisId: string, image: 'map' | 'imagery'): Promise<string | undefined> {
      if (!isUuid(analysisId)) return undefined;
      const column =
        image === 'map' ? propertyAnalyses.mapImageSha256 : propertyAnalyses.imageryImageSha256;
      const [row] = await db
        .select({ key: column })
        .from(propertyAnalyses)
        .where(eq(propertyAnalyses.id, analysisId));
      return row?.key ?? undefined;
    },

    /**
     * Where an analysis's map image comes from, by analysis id alone (as findImageKey): the
     * encoded image of an older analysis, or the sketch it is encoded from on first request.
     */
    async findMapImageSource(
      analysisId: string,
    ): Promise<{ imageKey: string } | { sketchKey: string } | undefined> {
      if (!isUuid(analysisId)) return undefined;
      const [row] = await db
        .select({
          imageKey: propertyAnalyses.mapImageSha256,
          sketchKey: propertyAnalyses.mapSketchSha256,
        })
        .from(propertyAnalyses)
        .where(eq(propertyAnalyses.id, analysisId));
      if (row?.imageKey) return { imageKey: row.imageKey };
      if (row?.sketchKey) return { sketchKey: row.sketchKey };
      return undefined;
    },
  };
}
