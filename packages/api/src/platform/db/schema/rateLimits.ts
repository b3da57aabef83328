import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server on one PostgreSQL database: one row per limiter
 * and client (key), counting hits in the window that ends at `resetAt`. The table is unlogged
 * (see its migration): counters are cheap to lose in a crash and written on most requests.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
