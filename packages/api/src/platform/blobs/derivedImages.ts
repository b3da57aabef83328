import type { Db } from '../db/database.ts';
import { imageVariantRepository } from '../db/repositories/imageVariants.ts';
import type { BlobStore } from './blobStore.ts';

export interface DerivedImageKind {
  /** The name the derived blob is recorded under, beside its source blob. */
  variant: string;
  contentType: string;
  encode(source: Buffer): Promise<Buffer>;
}

/**
 * Images derived from stored blobs, made once per source: on first request the image is
 * encoded, stored in the blob store and its key recorded; later requests only look it up.
 * Parallel first requests in this process share one encoding.
 */
export function derivedImages(db: Db, blobs: BlobStore, kind: DerivedImageKind) {
  const variants = imageVariantRepository(db);
  const inFlight = new Map<string, Promise<string | undefined>>();

  async function derive(sourceKey: string): Promise<string | undefined> {
    const source = await blobs.get(sourceKey);
    if (!source) return undefined;
    const key = await blobs.put(await kind.encode(source));
    await variants.record(sourceKey, kind.variant, key);
    return key;
  }

  return {
    contentType: kind.contentType,
    /**
     * The derived image's blob key; undefined when the source is not in the store. With
     * `remake`, encoded again even when recorded (its file was lost): encoding is
     * deterministic, so the bytes return under the recorded key.
     */
    async keyFor(sourceKey: string, { remake = false } = {}): Promise<string | undefined> {
      const known = remake ? undefined : await variants.find(sourceKey, kind.variant);
      if (known) return known;
      const running = inFlight.get(sourceKey);
      if (running) return running;
      const made = derive(sourceKey).finally(() => inFlight.delete(sourceKey));
      inFlight.set(sourceKey, made);
      return made;
    },
  };
}
