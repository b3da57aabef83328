import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../testing/fakeS3.ts';
import { blobKeyOf } from './blobStore.ts';
import { BlobStoreError, s3BlobStore, type S3Settings } from './s3BlobStore.ts';

let s3: FakeS3;
let settings: S3Settings;

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'yardstick', accessKeyId: 'AKIDEXAMPLE', region: 'eu-west-1' });
  settings = {
    endpoint: s3.endpoint,
    bucket: 'yardstick',
    region: 'eu-west-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  };
});
afterAll(() => s3.close());

describe('s3BlobStore', () => {
  it('puts signed objects under blobs/<sha256> and reads them back byte for byte', async () => {
    const store = s3BlobStore(settings);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);
    const key = await store.put(png);
    expect(key).toBe(blobKeyOf(png));
    expect(s3.objects.get(`blobs/${key}`)).toEqual(png);
    expect(await store.get(key)).toEqual(png);
  });

  it('answers undefined for a key the bucket does not hold', async () => {
    expect(await s3BlobStore(settings).get('f'.repeat(64))).toBeUndefined();
  });

  it('names the storage error when the credentials are refused', async () => {
    const store = s3BlobStore({ ...settings, accessKeyId: 'WRONG' });
    await expect(store.put(Buffer.from('x'))).rejects.toThrow(BlobStoreError);
    await expect(store.put(Buffer.from('x'))).rejects.toThrow(/InvalidAccessKeyId/);
  });
});
