import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Binary data (logos, map images). node-postgres hands back a Buffer and PGlite a
 * Uint8Array; both become a Buffer so callers see one type.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.from(value);
  },
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const primaryId = () => uuid('id').primaryKey().defaultRandom();
