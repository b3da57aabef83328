import type { BlobStore } from './blobStore.ts';
import { fileBlobStore } from './fileBlobStore.ts';
import { s3BlobStore, type S3Settings } from './s3BlobStore.ts';

/** Where images live: files under a folder, or an S3-compatible bucket shared by several servers. */
export type BlobSettings = { kind: 'file'; dir: string } | ({ kind: 's3' } & S3Settings);

export function createBlobStore(settings: BlobSettings): BlobStore {
  return settings.kind === 's3' ? s3BlobStore(settings) : fileBlobStore(settings.dir);
}
