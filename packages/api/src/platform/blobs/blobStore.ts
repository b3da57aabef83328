import { createHash } from 'node:crypto';

/**
 * Images (map images, logos) live outside the database, addressed by the SHA-256 of their
 * bytes: the same picture is stored once, a key never changes meaning, and a stored blob
 * can be cached by browsers forever.
 */
export interface BlobStore {
  readonly kind: 'file' | 's3';
  /** Stores the bytes (a no-op when they are already there) and returns their key. */
  put(bytes: Buffer): Promise<string>;
  /** The bytes under a key, or undefined when nothing is stored there. */
  get(key: string): Promise<Buffer | undefined>;
}

const KEY = /^[0-9a-f]{64}$/;

export function blobKeyOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Keys come from our own rows, but a malformed one must never become a path or URL. */
export function isBlobKey(key: string): boolean {
  return KEY.test(key);
}
