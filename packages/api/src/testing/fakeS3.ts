import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

const xmlError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

/**
 * An S3-compatible object store on 127.0.0.1 for tests: path-style HEAD/GET/PUT of objects,
 * S3's XML errors, and the parts of Signature V4 a wrong client gets wrong (the credential
 * scope's key, region and service; the payload hash header (a SHA-256 or UNSIGNED-PAYLOAD, as S3 allows); the date header).
 */
export async function startFakeS3(options: {
  bucket: string;
  accessKeyId: string;
  region: string;
}): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const fail = (status: number, code: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : xmlError(code));
      };
      const auth = req.headers.authorization ?? '';
      const scope = `Credential=${options.accessKeyId}/`;
      if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !auth.includes(scope)) {
        return fail(403, 'InvalidAccessKeyId');
      }
      if (!auth.includes(`/${options.region}/s3/aws4_request`) || !req.headers['x-amz-date']) {
        return fail(403, 'SignatureDoesNotMatch');
      }
      const payloadHash = req.headers['x-amz-content-sha256'];
      const bodyHash = createHash('sha256').update(body).digest('hex');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== bodyHash) {
        return fail(400, 'XAmzContentSHA256Mismatch');
      }
      const [, bucket, ...rest] = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.split('/');
      if (bucket !== options.bucket) return fail(404, 'NoSuchBucket');
      const key = rest.join('/');
      if (req.method === 'PUT') {
        objects.set(key, body);
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      const object = objects.get(key);
      if (!object) return fail(404, 'NoSuchKey');
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': object.length,
      });
      res.end(req.method === 'HEAD' ? undefined : object);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake S3 has no TCP port');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    objects,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
