import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { insertedRow } from '../../platform/db/rows.ts';
import { sessions } from '../../platform/db/schema/index.ts';

export function sessionRepository(db: Db) {
  return {
    async create(ownerId: string, expiresAt: Date): Promise<string> {
      const row = insertedRow(
        await db.insert(sessions).values({ ownerId, expiresAt }).returning({ id: sessions.id }),
        'sessions',
      );
      return row.id;
    },

    /**
     * True while the session is the owner's and not revoked. (Expiry is the signed token's
     * own; expires_at lets old rows be pruned.)
     */
    async isLive(ownerId: string, sessionId: string): Promise<boolean> {
      if (!isUuid(ownerId) || !isUuid(sessionId)) return false;
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.ownerId, ownerId),
            isNull(sessions.revokedAt),
          ),
        );
      return row !== undefined;
    },

    async revoke(ownerId: string, sessionId: string): Promise<void> {
      if (!isUuid(ownerId) || !isUuid(sessionId)) return;
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.ownerId, ownerId),
            isNull(sessions.revokedAt),
          ),
        );
    },

    /** Every session of the owner: "sign out everywhere", and after a password change. */
    async revokeAll(ownerId: string): Promise<number> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.ownerId, ownerId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length;
    },

    /** Every other session of the owner: after a password change, this device stays signed in. */
    async revokeAllExcept(ownerId: string, keepSessionId: string): Promise<number> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.ownerId, ownerId),
            isNull(sessions.revokedAt),
            ne(sessions.id, keepSessionId),
          ),
        )
        .returning({ id: sessions.id });
      return revoked.length;
    },
  };
}
