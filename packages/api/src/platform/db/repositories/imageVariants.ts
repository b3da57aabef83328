import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { imageVariants } from '../schema/index.ts';

/** Which blob holds a variant of which blob. Blobs are shared by owners, so this is not scoped. */
export function imageVariantRepository(db: Db) {
  return {
    async find(sourceKey: string, variant: string): Promise<string | undefined> {
      const [row] = await db
        .select({ key: imageVariants.sha256 })
        .from(imageVariants)
        .where(and(eq(imageVariants.sourceSha256, sourceKey), eq(imageVariants.variant, variant)));
      return row?.key;
    },

    /** Two servers deriving the same variant at once store the same bytes: the first row stays. */
    async record(sourceKey: string, variant: string, key: string): Promise<void> {
      await db
        .insert(imageVariants)
        .values({ sourceSha256: sourceKey, variant, sha256: key })
        .onConflictDoNothing();
    },
  };
}
