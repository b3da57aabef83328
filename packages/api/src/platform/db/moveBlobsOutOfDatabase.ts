import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from './database.ts';
import { mapImages, propertyAnalyses, storefronts } from './schema/index.ts';

const BATCH = 20;

/** Where the images go: the blob store, which answers each image's key. */
export interface BlobSink {
  put(bytes: Buffer): Promise<string>;
}

export interface MovedBlobs {
  mapImages: number;
  logos: number;
}

/** Moves rows batch by batch until `next` finds none left; each `move` clears its row. */
async function drain<T>(next: () => Promise<T[]>, move: (row: T) => Promise<void>) {
  let count = 0;
  for (let rows = await next(); rows.length > 0; rows = await next()) {
    for (const row of rows) {
      await move(row);
      count++;
    }
  }
  return count;
}

/**
 * Moves images that older versions kept in the database into the blob store, a few rows at a
 * time so memory stays flat. Each row is cleared only after its blob is stored, so a stop
 * half-way loses nothing and the next start carries on.
 */
export async function moveBlobsOutOfDatabase(db: Db, blobs: BlobSink): Promise<MovedBlobs> {
  const shared = await drain(
    () => db.select().from(mapImages).limit(BATCH),
    async (row) => {
      const key = await blobs.put(row.png);
      // The old table was keyed by the same SHA-256, so analyses already point at `key`.
      if (key !== row.sha256) {
        await db
          .update(propertyAnalyses)
          .set({ mapImageSha256: key })
          .where(eq(propertyAnalyses.mapImageSha256, row.sha256));
      }
      await db.delete(mapImages).where(eq(mapImages.sha256, row.sha256));
    },
  );

  const perAnalysis = await drain(
    () =>
      db
        .select({ id: propertyAnalyses.id, png: propertyAnalyses.legacyMapImage })
        .from(propertyAnalyses)
        .where(isNotNull(propertyAnalyses.legacyMapImage))
        .limit(BATCH),
    async ({ id, png }) => {
      const mapImageSha256 = png ? await blobs.put(png) : null;
      await db
        .update(propertyAnalyses)
        .set({ mapImageSha256, legacyMapImage: null })
        .where(eq(propertyAnalyses.id, id));
    },
  );

  const logos = await drain(
    () =>
      db
        .select({ id: storefronts.id, logo: storefronts.legacyLogo })
        .from(storefronts)
        .where(isNotNull(storefronts.legacyLogo))
        .limit(BATCH),
    async ({ id, logo }) => {
      const logoSha256 = logo ? await blobs.put(logo) : null;
      await db
        .update(storefronts)
        .set({ logoSha256, legacyLogo: null })
        .where(eq(storefronts.id, id));
    },
  );

  return { mapImages: shared + perAnalysis, logos };
}
