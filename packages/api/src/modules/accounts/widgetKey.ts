import { newApiKey } from '../../platform/auth/apiKeys.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { apiKeyRepository } from './apiKeyRepository.ts';

/** The owner's live widget key, creating one if there is none. */
export async function currentWidgetKey(db: Db, ownerId: string): Promise<string> {
  const keys = apiKeyRepository(db);
  const existing = await keys.findActive(ownerId);
  if (existing) return existing.key;
  try {
    return (await keys.create(ownerId, newApiKey())).key;
  } catch (error) {
    // Two first requests raced (the card opens in two tabs): the other one's key stands.
    const winner = isUniqueViolation(error, 'api_keys_one_active_per_owner')
      ? await keys.findActive(ownerId)
      : undefined;
    if (!winner) throw error;
    return winner.key;
  }
}

/** Replaces the owner's key: the old one stops working at once (SPEC §4.7). */
export function refreshWidgetKey(db: Db, ownerId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const keys = apiKeyRepository(tx);
    await keys.revokeActive(ownerId, now);
    return (await keys.create(ownerId, newApiKey())).key;
  });
}
