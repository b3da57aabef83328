import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { databaseTimeIn } from './databaseTime.ts';
import { insertedRow } from './rows.ts';
import { rateLimitCounters } from './schema/index.ts';

/**
 * Rate-limit counters shared by every server on the database. Windows follow the database's
 * clock, the one all servers share.
 */
export function rateLimitCounterRepository(db: Db) {
  return {
    /**
     * Counts one hit in one atomic upsert: a window that has ended starts again at one,
     * otherwise the count goes up. Answers the count and when the window ends.
     */
    async increment(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
      const ended = sql`${rateLimitCounters.resetAt} <= now()`;
      const nextReset = databaseTimeIn(windowMs);
      return insertedRow(
        await db
          .insert(rateLimitCounters)
          .values({ key, hits: 1, resetAt: nextReset })
          .onConflictDoUpdate({
            target: rateLimitCounters.key,
            set: {
              hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
              resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
            },
          })
          .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt }),
        'rate_limit_counters',
      );
    },

    async decrement(key: string): Promise<void> {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(eq(rateLimitCounters.key, key));
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },

    /** Forgets the counters whose window has ended. */
    async sweep(): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
    },
  };
}
