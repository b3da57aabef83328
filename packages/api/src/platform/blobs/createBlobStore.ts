import type { Config } from '../config/config.ts';
import type { BlobStore } from './blobStore.ts';
import { fileBlobStore } from './fileBlobStore.ts';
import { s3BlobStore } from './s3BlobStore.ts';

export function createBlobStore(settings: Config['blobs']): BlobStore {
  return settings.kind === 's3' ? s3BlobStore(settings) : fileBlobStore(settings.dir);
}
