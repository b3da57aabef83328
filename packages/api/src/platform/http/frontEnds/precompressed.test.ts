import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/config.ts';
import { useTestApp } from '../../../testing/app.ts';
import type { FrontEndDirs } from './mountFrontEnds.ts';

/** A script big enough to be worth compressing, as a build writes one. */
const SCRIPT = `/* the admin app */\n${Array.from({ length: 400 }, (_, i) => `export const line${i} = 'lawn ${i}';`).join('\n')}\n`;
const LOADER = `/*! widget */\n${'window.yardstick = (window.yardstick || 0) + 1;\n'.repeat(100)}`;

/** Stand-in builds, compressed by the same script the front-end builds run. */
function compressedBuilds(): FrontEndDirs {
  const root = mkdtempSync(join(tmpdir(), 'yardstick-compressed-'));
  for (const app of ['admin', 'storefront']) {
    mkdirSync(join(root, app, 'assets'), { recursive: true });
    writeFileSync(join(root, app, 'index.html'), `<html><body>${app} app</body></html>`);
    writeFileSync(join(root, app, 'assets', 'main-abc12345.js'), SCRIPT);
    writeFileSync(join(root, app, 'assets', 'tiny-abc12345.js'), 'export {};');
  }
  mkdirSync(join(root, 'widget'));
  writeFileSync(join(root, 'widget', 'yardstick.js'), LOADER);
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/precompress.mjs'), root]);
  return {
    admin: join(root, 'admin'),
    storefront: join(root, 'storefront'),
    widgetScript: join(root, 'widget', 'yardstick.js'),
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire. */
  body: Buffer;
}

/** Node's fetch decompresses on its own; http.request shows what was sent. */
function get(baseUrl: string, path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = request(new URL(path, baseUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed answers', () => {
  const frontEnds = compressedBuilds();
  const app = useTestApp({ frontEnds });

  it('writes a brotli and a gzip copy of each text file of 1 KB or more, and none of smaller ones', () => {
    const assets = join(frontEnds.admin, 'assets');
    expect(existsSync(join(assets, 'main-abc12345.js.br'))).toBe(true);
    expect(existsSync(join(assets, 'main-abc12345.js.gz'))).toBe(true);
    expect(existsSync(join(assets, 'tiny-abc12345.js.br'))).toBe(false);
  });

  it('sends a built script as brotli to a browser that accepts it, cached for good', async () => {
    const answer = await get(app.url, '/assets/main-abc12345.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await get(app.url, '/assets/main-abc12345.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get(app.url, '/assets/main-abc12345.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses the widget loader for any site', async () => {
    const answer = await get(app.url, '/widget/v1/yardstick.js', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(answer.body).toString()).toBe(LOADER);
  });

  it('still answers 404 for a missing asset and never serves a compressed copy by its own name wrongly', async () => {
    expect((await get(app.url, '/assets/missing-abc12345.js', 'br')).status).toBe(404);
    const copy = await get(app.url, '/assets/main-abc12345.js.br', 'br');
    expect(copy.headers['content-encoding']).toBeUndefined();
  });

  it('compresses JSON answers of 1 KB or more, and leaves small ones alone', async () => {
    const large = await get(app.url, '/api/demo/addresses', 'br');
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const addresses: unknown = JSON.parse(brotliDecompressSync(large.body).toString());
    expect(addresses).toBeTruthy();

    const small = await get(app.url, '/api/health/live', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toBeTruthy();
  });
});
