import { doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, primaryId } from './columns.ts';
import { ownerIdColumn } from './owners.ts';

/**
 * Map images by content hash: every analysis of the same parcel draws the same picture, so
 * a repeat stores no second copy (and sends no blob to the database at all).
 */
export const mapImages = pgTable('map_images', {
  sha256: text('sha256').primaryKey(),
  png: bytea('png').notNull(),
  createdAt: createdAt(),
});

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
    /** Before map_images: the image per analysis. No longer written; kept so older rows still read. */
    legacyMapImage: bytea('map_image'),
    /** The map image, stored once per distinct picture in map_images. */
    mapImageSha256: text('map_image_sha256').references(() => mapImages.sha256),
    totalSqFt: doublePrecision('total_sq_ft').notNull(),
    mowableSqFt: doublePrecision('mowable_sq_ft').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('property_analyses_owner_idx').on(table.ownerId),
    index('property_analyses_parcel_idx').on(table.parcelKey),
  ],
);
