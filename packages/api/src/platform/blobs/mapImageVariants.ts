import {
  SMALL_MAP_IMAGE_MAX_SIDE_PX,
  SMALL_MAP_IMAGE_TYPE,
  type MapImageVariant,
} from '@yardstick/core/mapImage';
import { encodeMapSketch, unpackMapSketch } from '@yardstick/engine';
import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import type { BlobStore } from './blobStore.ts';
import { derivedImages } from './derivedImages.ts';

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

/** Small variants of stored map images, encoded on first request (see derivedImages). */
export function smallMapImages(db: Db, blobs: BlobStore) {
  return derivedImages(db, blobs, {
    variant: VARIANT,
    contentType: SMALL_MAP_IMAGE_TYPE,
    encode: encodeSmallMapImage,
  });
}

/** Map images of new analyses, encoded from their stored sketch on first request. */
export function mapImagesFromSketches(db: Db, blobs: BlobStore) {
  return derivedImages(db, blobs, {
    variant: 'png',
    contentType: 'image/png',
    encode: async (packed) => encodeMapSketch(unpackMapSketch(packed)),
  });
}
