import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Images derived from a stored blob (the small map image for phones), so each is made once:
 * both keys are blob-store keys, the derived blob content-addressed like any other.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    sourceSha256: text('source_sha256').notNull(),
    variant: text('variant').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.sourceSha256, table.variant] })],
);
