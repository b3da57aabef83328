import { AwsClient } from 'aws4fetch';
import { blobKeyOf, isBlobKey, type BlobStore } from './blobStore.ts';

export interface S3Settings {
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class BlobStoreError extends Error {}

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), path-style
 * (`{endpoint}/{bucket}/{key}`), signed with AWS Signature V4. Several servers share one
 * bucket, which is what running more than one server needs.
 */
export function s3BlobStore(settings: S3Settings): BlobStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const base = settings.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => `${base}/${encodeURIComponent(settings.bucket)}/blobs/${key}`;

  async function failure(res: Response, action: string): Promise<BlobStoreError> {
    const body = (await res.text()).slice(0, 300);
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? `HTTP ${res.status}`;
    return new BlobStoreError(`Object storage refused to ${action}: ${code}`);
  }

  return {
    kind: 's3',
    async put(bytes) {
      const key = blobKeyOf(bytes);
      const head = await client.fetch(urlOf(key), { method: 'HEAD' });
      if (head.ok) return key;
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!res.ok) throw await failure(res, 'store a blob');
      await res.arrayBuffer();
      return key;
    },
    async get(key) {
      if (!isBlobKey(key)) return undefined;
      const res = await client.fetch(urlOf(key));
      if (res.status === 404) return undefined;
      if (!res.ok) throw await failure(res, 'read a blob');
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
