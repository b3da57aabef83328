import { and, eq, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** `column` is none of `ids` (true when there are none). */
export function noneOf(column: PgColumn, ids: string[]): SQL | undefined {
  return ids.length ? notInArray(column, ids) : undefined;
}

/** A queue's table: rows of one owner take turns with other owners' (a row without one is its own). */
export type QueueTable = PgTable & { id: PgColumn; ownerId: PgColumn; nextAttemptAt: PgColumn };

/**
 * The ids of up to `limit` rows matching `due`, locked for the claim that follows (SKIP LOCKED:
 * rows another server is claiming are passed over). Owners take turns: every owner's oldest
 * row comes before any owner's second, so an owner with thousands queued does not hold back
 * one with a single row. With `perOwner`, no owner gets more than that many.
 */
export function dueInTurns(
  db: Db,
  table: QueueTable,
  { due, limit, perOwner }: { due: SQL | undefined; limit: number; perOwner?: number },
) {
  const { id, ownerId, nextAttemptAt } = table;
  const ranked = db
    .select({
      rankedId: sql<string>`${id}`.as('ranked_id'),
      turn: sql<number>`row_number() over (partition by coalesce(${ownerId}::text, ${id}::text) order by ${nextAttemptAt}, ${id})`.as(
        'turn',
      ),
    })
    .from(table)
    .where(due)
    .as('ranked');
  return db
    .select({ id })
    .from(table)
    .innerJoin(ranked, eq(ranked.rankedId, id))
    .where(and(perOwner === undefined ? undefined : lte(ranked.turn, perOwner)))
    .orderBy(ranked.turn, nextAttemptAt)
    .limit(limit)
    .for('update', { of: table, skipLocked: true });
}
