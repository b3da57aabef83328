import type { Request, Response } from 'express';
import type { BlobStore } from '../blobs/blobStore.ts';

const HEADERS = ['ETag', 'Cache-Control', 'Cross-Origin-Resource-Policy'];

/**
 * Answers with a stored image: its content hash is the ETag, so a browser that has it gets a
 * 304 without the blob being read. False when the store has no such blob (the caller 404s).
 */
export async function sendBlob(
  req: Request,
  res: Response,
  blobs: BlobStore,
  blob: { key: string; contentType: string },
  cacheControl: string,
): Promise<boolean> {
  res.set({
    ETag: `"${blob.key}"`,
    'Cache-Control': cacheControl,
    // Storefronts on custom domains and widgets on other sites show these images too.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  if (req.fresh) {
    res.status(304).end();
    return true;
  }
  const bytes = await blobs.get(blob.key);
  if (!bytes) {
    for (const header of HEADERS) res.removeHeader(header);
    return false;
  }
  res.type(blob.contentType).send(bytes);
  return true;
}
