import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { passwordResets } from '../../platform/db/schema/index.ts';

export function passwordResetRepository(db: Db) {
  return {
    async create(ownerId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResets).values({ ownerId, tokenHash, expiresAt });
    },

    /** How many links the owner was sent since `since` (a per-address limit). */
    async countSince(ownerId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ sent: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.ownerId, ownerId), gt(passwordResets.createdAt, since)));
      return row?.sent ?? 0;
    },

    /**
     * Marks the unused, unexpired link with this hash as used and answers its owner; undefined
     * when there is no such link. One statement, so a link cannot be used twice in a race.
     */
    async consume(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ ownerId: passwordResets.ownerId });
      return row?.ownerId;
    },

    /** Every other open link of the owner stops working once the password changed. */
    async retireOpen(ownerId: string, now: Date): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.ownerId, ownerId), isNull(passwordResets.usedAt)))
        .returning({ id: sql`1` });
    },
  };
}
