import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { insertedRow } from '../rows.ts';
import { apiKeys } from '../schema/index.ts';

export type ApiKey = typeof apiKeys.$inferSelect;

const PREFIX_LENGTH = 12;

export function apiKeyRepository(db: Db) {
  return {
    async findActive(ownerId: string): Promise<ApiKey | undefined> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.ownerId, ownerId), isNull(apiKeys.revokedAt)));
      return row;
    },

    async create(ownerId: string, key: string): Promise<ApiKey> {
      return insertedRow(
        await db
          .insert(apiKeys)
          .values({ ownerId, key, prefix: key.slice(0, PREFIX_LENGTH) })
          .returning(),
        'api_keys',
      );
    },

    async revokeActive(ownerId: string, now: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.ownerId, ownerId), isNull(apiKeys.revokedAt)));
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
