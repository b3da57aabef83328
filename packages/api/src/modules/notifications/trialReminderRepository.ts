import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { owners } from '../../platform/db/schema/index.ts';
import type { TrialReminderKind } from './trialReminderMail.ts';

/** The owners' trial-notice columns: who was told, and who is due. */
export function trialReminderRepository(db: Db) {
  return {
    /** The owner's row, locked until the transaction `db` is ends (one reminder per notice). */
    async lockOwner(ownerId: string) {
      const [owner] = await db.select().from(owners).where(eq(owners.id, ownerId)).for('update');
      return owner;
    },

    async markNoticed(ownerId: string, notice: TrialReminderKind, at: Date): Promise<void> {
      const column = notice === 'days' ? 'trialDaysNoticeAt' : 'trialEstimatesNoticeAt';
      await db
        .update(owners)
        .set({ [column]: at, updatedAt: sql`now()` })
        .where(eq(owners.id, ownerId));
    },

    /** Owners in a trial ending between `now` and `until` and not told of its days yet. */
    async ownersEndingUntold(now: Date, until: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: owners.id })
        .from(owners)
        .where(
          and(
            isNull(owners.trialDaysNoticeAt),
            eq(owners.hasHadActiveSubscription, false),
            gt(owners.trialEndsAt, now),
            lte(owners.trialEndsAt, until),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
