import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { insertedRow } from '../../platform/db/rows.ts';
import { apiKeys } from '../../platform/db/schema/index.ts';
import type { ApiKeyPurpose } from '../../platform/db/schema/owners.ts';

export type ApiKey = typeof apiKeys.$inferSelect;

const PREFIX_LENGTH = 12;

function liveWidgetKeyOf(ownerId: string) {
  return and(
    eq(apiKeys.ownerId, ownerId),
    eq(apiKeys.purpose, 'widget'),
    isNull(apiKeys.revokedAt),
  );
}

export function apiKeyRepository(db: Db) {
  return {
    /** The owner's live widget key (the one embed code carries). */
    async findActive(ownerId: string): Promise<ApiKey | undefined> {
      const [row] = await db.select().from(apiKeys).where(liveWidgetKeyOf(ownerId));
      return row;
    },

    async create(ownerId: string, key: string, purpose: ApiKeyPurpose = 'widget'): Promise<ApiKey> {
      return insertedRow(
        await db
          .insert(apiKeys)
          .values({ ownerId, key, purpose, prefix: key.slice(0, PREFIX_LENGTH) })
          .returning(),
        'api_keys',
      );
    },

    /** Revokes the live widget key; a landing key stays. */
    async revokeActive(ownerId: string, now: Date): Promise<void> {
      await db.update(apiKeys).set({ revokedAt: now }).where(liveWidgetKeyOf(ownerId));
    },

    /** Credential lookup: the owner a live key belongs to. */
    async findOwnerIdByKey(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ ownerId: apiKeys.ownerId })
        .from(apiKeys)
        .where(and(eq(apiKeys.key, key), isNull(apiKeys.revokedAt)));
      return row?.ownerId;
    },
  };
}
