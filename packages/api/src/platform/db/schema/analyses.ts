import { doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, primaryId } from './columns.ts';
import { ownerIdColumn } from './owners.ts';

/**
 * Where map images were kept before the blob store (DATA_DIR/blobs or S3). Rows left here by
 * an older version are moved to the blob store at start (db/moveBlobsOutOfDatabase.ts).
 */
export type AnalysisCaller = 'owner' | 'public' | 'demo';

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
    /** Before the blob store: the image per analysis. Moved to the blob store at start. */
    legacyMapImage: bytea('map_image'),
    /** The map image's key in the blob store (the SHA-256 of its bytes); older analyses only. */
    mapImageSha256: text('map_image_sha256'),
    /**
     * What the map image is drawn from (the engine's packed MapSketch) in the blob store: the
     * image is encoded on first request and kept as an image variant of this blob.
     */
    mapSketchSha256: text('map_sketch_sha256'),
    /** The plain imagery under the lawn editor's map, in the blob store (JPEG). */
    imageryImageSha256: text('imagery_image_sha256'),
    totalSqFt: doublePrecision('total_sq_ft').notNull(),
    mowableSqFt: doublePrecision('mowable_sq_ft').notNull(),
    /** Who asked: the owner signed in, a public visitor (storefront, widget key) or the landing demo. */
    caller: text('caller').$type<AnalysisCaller>().notNull().default('owner'),
    /** The visitor's IP for public and demo analyses, for their daily limits. */
    clientIp: text('client_ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('property_analyses_owner_idx').on(table.ownerId),
    index('property_analyses_owner_created_idx').on(table.ownerId, table.createdAt),
    index('property_analyses_parcel_idx').on(table.parcelKey),
  ],
);
