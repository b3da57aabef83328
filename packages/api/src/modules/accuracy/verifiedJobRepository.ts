import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { acceptedQuotes, owners, propertyAnalyses } from '../../platform/db/schema/index.ts';

export interface VerifiedAreaRecord {
  verifiedSqFt: number;
  verifiedLawnGeometry: LawnGeometry | null;
  verifiedOn: string;
  verifiedNote: string | null;
}

/** A quote with a verified area, with what its measurement rested on. */
export interface VerifiedJobRow {
  quoteId: string;
  customerName: string;
  measuredAcres: number;
  verifiedSqFt: number;
  confidence: number | null;
  imagerySource: string | null;
}

/** A shared verified job for the evaluation export, with its stored analysis. */
export interface SharedVerifiedJobRow {
  quoteId: string;
  verifiedSqFt: number;
  verifiedLawnGeometry: LawnGeometry | null;
  verifiedOn: string;
  measuredAcres: number;
  analysisResult: unknown;
}

const imagerySource = sql<
  string | null
>`${propertyAnalyses.result} -> 'measurement' ->> 'imagerySource'`;

/** Verified areas of accepted quotes, and the owner's settings for them; all scoped by owner. */
export function verifiedJobRepository(db: Db) {
  return {
    /** Records (or replaces) the verified area; false when the owner has no such quote. */
    async record(ownerId: string, quoteId: string, record: VerifiedAreaRecord): Promise<boolean> {
      if (!isUuid(quoteId)) return false;
      const rows = await db
        .update(acceptedQuotes)
        .set({ ...record, verifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(acceptedQuotes.ownerId, ownerId), eq(acceptedQuotes.id, quoteId)))
        .returning({ id: acceptedQuotes.id });
      return rows.length > 0;
    },

    async clear(ownerId: string, quoteId: string): Promise<boolean> {
      if (!isUuid(quoteId)) return false;
      const rows = await db
        .update(acceptedQuotes)
        .set({
          verifiedSqFt: null,
          verifiedLawnGeometry: null,
          verifiedOn: null,
          verifiedNote: null,
          verifiedAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(acceptedQuotes.ownerId, ownerId), eq(acceptedQuotes.id, quoteId)))
        .returning({ id: acceptedQuotes.id });
      return rows.length > 0;
    },

    /** The owner's verified jobs, oldest verification first. */
    async list(ownerId: string): Promise<VerifiedJobRow[]> {
      const rows = await db
        .select({
          quoteId: acceptedQuotes.id,
          customerName: acceptedQuotes.customerName,
          measuredAcres: acceptedQuotes.measuredMowableAcres,
          verifiedSqFt: acceptedQuotes.verifiedSqFt,
          confidence: acceptedQuotes.measurementConfidence,
          imagerySource,
        })
        .from(acceptedQuotes)
        .leftJoin(
          propertyAnalyses,
          and(
            eq(propertyAnalyses.id, acceptedQuotes.propertyAnalysisId),
            eq(propertyAnalyses.ownerId, ownerId),
          ),
        )
        .where(and(eq(acceptedQuotes.ownerId, ownerId), isNotNull(acceptedQuotes.verifiedSqFt)))
        .orderBy(asc(acceptedQuotes.verifiedAt), asc(acceptedQuotes.id));
      return rows.flatMap((row) =>
        row.verifiedSqFt === null ? [] : [{ ...row, verifiedSqFt: row.verifiedSqFt }],
      );
    },

    /**
     * Every verified job whose owner agreed to share them, with its analysis: the one read
     * across owners, for the evaluation export only (never answered over HTTP).
     */
    async listShared(): Promise<SharedVerifiedJobRow[]> {
      const rows = await db
        .select({
          quoteId: acceptedQuotes.id,
          verifiedSqFt: acceptedQuotes.verifiedSqFt,
          verifiedLawnGeometry: acceptedQuotes.verifiedLawnGeometry,
          verifiedOn: acceptedQuotes.verifiedOn,
          measuredAcres: acceptedQuotes.measuredMowableAcres,
          analysisResult: propertyAnalyses.result,
        })
        .from(acceptedQuotes)
        .innerJoin(owners, eq(owners.id, acceptedQuotes.ownerId))
        .innerJoin(
          propertyAnalyses,
          and(
            eq(propertyAnalyses.id, acceptedQuotes.propertyAnalysisId),
            eq(propertyAnalyses.ownerId, acceptedQuotes.ownerId),
          ),
        )
        .where(and(eq(owners.shareVerifiedJobs, true), isNotNull(acceptedQuotes.verifiedSqFt)))
        .orderBy(asc(acceptedQuotes.verifiedAt), asc(acceptedQuotes.id));
      return rows.flatMap(({ verifiedSqFt, verifiedOn, ...row }) =>
        verifiedSqFt === null || verifiedOn === null ? [] : [{ ...row, verifiedSqFt, verifiedOn }],
      );
    },

    async settings(ownerId: string) {
      const [row] = await db
        .select({
          verifiedTolerancePercent: owners.verifiedTolerancePercent,
          shareVerifiedJobs: owners.shareVerifiedJobs,
          measurementCorrectionPercent: owners.measurementCorrectionPercent,
        })
        .from(owners)
        .where(eq(owners.id, ownerId));
      return row;
    },

    async updateSettings(
      ownerId: string,
      change: Partial<{
        verifiedTolerancePercent: number;
        shareVerifiedJobs: boolean;
        measurementCorrectionPercent: number | null;
      }>,
    ): Promise<void> {
      if (Object.keys(change).length === 0) return;
      await db
        .update(owners)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(owners.id, ownerId));
    },
  };
}
