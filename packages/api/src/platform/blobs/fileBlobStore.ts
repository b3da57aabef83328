import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { blobKeyOf, isBlobKey, type BlobStore } from './blobStore.ts';

/** Blobs as files under `root`, fanned out by the first two bytes of the key (ab/cd/abcd…). */
export function fileBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => join(root, key.slice(0, 2), key.slice(2, 4), key);

  return {
    kind: 'file',
    async put(bytes) {
      const key = blobKeyOf(bytes);
      const path = pathOf(key);
      if (await exists(path)) return key;
      await mkdir(join(path, '..'), { recursive: true });
      // Write then rename: a reader never sees half a file, and a crash leaves only a temp file.
      const temp = `${path}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, path);
      return key;
    },
    async get(key) {
      if (!isBlobKey(key)) return undefined;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
