import {
  SMALL_MAP_IMAGE_MAX_SIDE_PX,
  SMALL_MAP_IMAGE_TYPE,
  type MapImageVariant,
} from '@yardstick/core/mapImage';
import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import { imageVariantRepository } from '../db/repositories/imageVariants.ts';
import type { BlobStore } from './blobStore.ts';

const VARIANT: MapImageVariant = 'small';

/**
 * The map image for phones. WebP at quality 85 with sharp's YUV conversion keeps the thin
 * lawn outline, the lot line and the legend text legible at about a quarter of the bytes of
 * the palette PNG (20–45 KB against 75–200 KB on the demo region, 430–580 KB full-colour PNGs
 * of older analyses included).
 */
export async function encodeSmallMapImage(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize({
      width: SMALL_MAP_IMAGE_MAX_SIDE_PX,
      height: SMALL_MAP_IMAGE_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 85, effort: 5, smartSubsample: true })
    .toBuffer();
}

/**
 * Small variants of stored map images, made once per image: on first request the variant is
 * encoded, stored in the blob store and its key recorded; later requests only look it up.
 * Parallel first requests in this process share one encoding.
 */
export function smallMapImages(db: Db, blobs: BlobStore) {
  const variants = imageVariantRepository(db);
  const inFlight = new Map<string, Promise<string | undefined>>();

  async function derive(sourceKey: string): Promise<string | undefined> {
    const source = await blobs.get(sourceKey);
    if (!source) return undefined;
    const key = await blobs.put(await encodeSmallMapImage(source));
    await variants.record(sourceKey, VARIANT, key);
    return key;
  }

  return {
    contentType: SMALL_MAP_IMAGE_TYPE,
    /** The small variant's blob key; undefined when the source image is not in the store. */
    async keyFor(sourceKey: string): Promise<string | undefined> {
      const known = await variants.find(sourceKey, VARIANT);
      if (known) return known;
      const running = inFlight.get(sourceKey);
      if (running) return running;
      const made = derive(sourceKey).finally(() => inFlight.delete(sourceKey));
      inFlight.set(sourceKey, made);
      return made;
    },
  };
}
