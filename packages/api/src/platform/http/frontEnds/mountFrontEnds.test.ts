import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/app.ts';
import type { FrontEndDirs } from './mountFrontEnds.ts';

/** Small stand-ins for the three Vite builds, each saying which app it is. */
function builtFrontEnds(): FrontEndDirs {
  const root = mkdtempSync(join(tmpdir(), 'yardstick-front-ends-'));
  for (const app of ['admin', 'storefront']) {
    mkdirSync(join(root, app, 'assets'), { recursive: true });
    writeFileSync(
      join(root, app, 'index.html'),
      `<html><head></head><body>${app} app</body></html>`,
    );
    writeFileSync(join(root, app, 'assets', 'main-abc123.js'), `console.log('${app}')`);
  }
  writeFileSync(join(root, 'yardstick.js'), '/*! widget */');
  return {
    admin: join(root, 'admin'),
    storefront: join(root, 'storefront'),
    widgetScript: join(root, 'yardstick.js'),
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Node's fetch will not send another Host header, so the host-routing tests use http.request. */
function getAs(baseUrl: string, host: string, path: string): Promise<Answer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('front ends served by host', () => {
  const app = useTestApp({
    env: { PUBLIC_URL: 'https://yardstick.example.com' },
    frontEnds: builtFrontEnds(),
  });

  it.each(['localhost:3000', 'yardstick.example.com', 'www.yardstick.example.com'])(
    'serves the owner app on the main host %s, with a history fallback',
    async (host) => {
      const page = await getAs(app.url, host, '/services');
      expect(page.status).toBe(200);
      expect(page.body).toContain('admin app');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it.each(['demo.localhost:3000', 'acme.yardstick.example.com', 'quotes.acme-lawns.com'])(
    'serves the storefront app on %s, telling it the main host',
    async (host) => {
      const page = await getAs(app.url, host, '/');
      expect(page.body).toContain('storefront app');
      expect(page.body).toContain(
        '<meta name="yardstick-main-host" content="yardstick.example.com" />',
      );
    },
  );

  it('lets any site frame /embed but no other owner page', async () => {
    const embed = await getAs(app.url, 'yardstick.example.com', '/embed?apiKey=ys_pk_x');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(String(embed.headers['content-security-policy'])).toContain('frame-ancestors *');
    const account = await getAs(app.url, 'yardstick.example.com', '/account');
    expect(String(account.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('caches hashed assets for good and answers 404 for a missing one', async () => {
    const asset = await getAs(app.url, 'localhost', '/assets/main-abc123.js');
    expect(asset.body).toContain("console.log('admin')");
    expect(asset.headers['cache-control']).toContain('immutable');
    const storefrontAsset = await getAs(app.url, 'demo.localhost', '/assets/main-abc123.js');
    expect(storefrontAsset.body).toContain("console.log('storefront')");
    expect((await getAs(app.url, 'localhost', '/assets/gone.js')).status).toBe(404);
  });

  it.each(['/widget/yardstick.js', '/widget/v1/yardstick.js'])(
    'serves the widget script at %s to any origin with caching headers',
    async (path) => {
      for (const host of ['localhost', 'quotes.acme-lawns.com']) {
        const script = await getAs(app.url, host, path);
        expect(script.status).toBe(200);
        expect(script.body).toBe('/*! widget */');
        expect(script.headers['content-type']).toContain('javascript');
        expect(script.headers['access-control-allow-origin']).toBe('*');
        expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(script.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
        expect(script.headers.etag).toBeTruthy();
      }
    },
  );

  it('answers the API on storefront hosts too', async () => {
    const health = await getAs(app.url, 'demo.localhost', '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ ok: true });
  });
});

describe('front ends not built yet', () => {
  const missing = join(tmpdir(), 'yardstick-no-such-build');
  const app = useTestApp({
    frontEnds: {
      admin: join(missing, 'admin'),
      storefront: join(missing, 'storefront'),
      widgetScript: join(missing, 'yardstick.js'),
    },
  });

  it('says how to build them instead of failing', async () => {
    const page = await getAs(app.url, 'localhost', '/');
    expect(page.status).toBe(503);
    expect(page.body).toContain('pnpm build');
    const script = await getAs(app.url, 'localhost', '/widget/yardstick.js');
    expect(script.status).toBe(404);
    expect(script.body).toContain('pnpm build');
  });
});
