import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobKeyOf } from './blobStore.ts';
import { fileBlobStore } from './fileBlobStore.ts';

const root = () => mkdtempSync(join(tmpdir(), 'yardstick-blobs-'));

describe('fileBlobStore', () => {
  it('stores bytes under their SHA-256 and reads them back', async () => {
    const dir = root();
    const store = fileBlobStore(dir);
    const bytes = Buffer.from('a map image');
    const key = await store.put(bytes);
    expect(key).toBe(blobKeyOf(bytes));
    expect(await store.get(key)).toEqual(bytes);
    expect(readFileSync(join(dir, key.slice(0, 2), key.slice(2, 4), key))).toEqual(bytes);
  });

  it('keeps one file for the same picture stored twice, and leaves no temp files', async () => {
    const dir = root();
    const store = fileBlobStore(dir);
    const bytes = Buffer.from('same picture');
    const [a, b] = await Promise.all([store.put(bytes), store.put(bytes)]);
    expect(a).toBe(b);
    const folder = join(dir, a.slice(0, 2), a.slice(2, 4));
    expect(readdirSync(folder)).toEqual([a]);
  });

  it('answers undefined for an unknown key and for a key that is not a hash', async () => {
    const store = fileBlobStore(root());
    expect(await store.get('0'.repeat(64))).toBeUndefined();
    expect(await store.get('../../etc/passwd')).toBeUndefined();
  });
});
