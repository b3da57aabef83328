import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { estimateUsage } from '../schema/index.ts';

export interface NewEstimate {
  propertyAnalysisId: string | null;
  periodStart: Date;
  isTrial: boolean;
  isBilled: boolean;
}

export function usageRepository(db: Db) {
  return {
    /** Estimates counted against the trial's allowance. */
    async countTrialEstimates(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(estimateUsage)
        .where(and(eq(estimateUsage.ownerId, ownerId), eq(estimateUsage.isTrial, true)));
      return row?.value ?? 0;
    },

    /** Estimates counted since the start of a (billing) period. */
    async countSince(ownerId: string, periodStart: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(estimateUsage)
        .where(
          and(
            eq(estimateUsage.ownerId, ownerId),
            eq(estimateUsage.isTrial, false),
            gte(estimateUsage.createdAt, periodStart),
          ),
        );
      return row?.value ?? 0;
    },

    async isCounted(ownerId: string, analysisId: string): Promise<boolean> {
      const rows = await db
        .select({ id: estimateUsage.id })
        .from(estimateUsage)
        .where(
          and(eq(estimateUsage.ownerId, ownerId), eq(estimateUsage.propertyAnalysisId, analysisId)),
        );
      return rows.length > 0;
    },

    /** Records one estimate; answers false when this analysis was already counted. */
    async record(ownerId: string, estimate: NewEstimate): Promise<boolean> {
      const inserted = await db
        .insert(estimateUsage)
        .values({ ownerId, ...estimate })
        .onConflictDoNothing({ target: estimateUsage.propertyAnalysisId })
        .returning({ id: estimateUsage.id });
      return inserted.length > 0;
    },
  };
}
