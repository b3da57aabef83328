import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { ownerIdColumn } from './owners.ts';

/**
 * One row per password-reset link sent. Only a keyed hash of the link's token is stored, so
 * a copy of the database cannot reset anyone's password; a link works once, until expiresAt.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_owner_created_idx').on(table.ownerId, table.createdAt)],
);
