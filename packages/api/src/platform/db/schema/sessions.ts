import { index, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { ownerIdColumn } from './owners.ts';

/**
 * One row per sign-in. The session cookie names its row, and a request is only signed in
 * while the row is neither revoked (Sign Out, "sign out everywhere", a new password) nor
 * expired, so a copied cookie stops working the moment its session ends.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_owner_idx').on(table.ownerId)],
);
