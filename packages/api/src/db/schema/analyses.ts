import { doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, primaryId } from './columns.ts';
import { ownerIdColumn } from './owners.ts';

export const propertyAnalyses = pgTable(
  'property_analyses',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    address: text('address').notNull(),
    /** Identifies the parcel across owners so the geographic work can be cached. */
    parcelKey: text('parcel_key'),
    /** The analysis result as answered (core propertyAnalysisResultSchema). */
    result: jsonb('result').notNull(),
    mapImage: bytea('map_image'),
    totalSqFt: doublePrecision('total_sq_ft').notNull(),
    mowableSqFt: doublePrecision('mowable_sq_ft').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('property_analyses_owner_idx').on(table.ownerId),
    index('property_analyses_parcel_idx').on(table.parcelKey),
  ],
);
