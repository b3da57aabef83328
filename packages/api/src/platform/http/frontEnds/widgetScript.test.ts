import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/app.ts';

/** A widget build as `pnpm build` leaves it: the loader, its manifest, a chunk and the package. */
function builtWidget({ packed }: { packed: boolean }): string {
  const dist = mkdtempSync(join(tmpdir(), 'yardstick-widget-dist-'));
  mkdirSync(join(dist, 'chunks'));
  writeFileSync(join(dist, 'yardstick.js'), '/*! widget v1.4.2 */');
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify({ version: '1.4.2', files: {} }));
  writeFileSync(join(dist, 'chunks', 'estimator-abcdef12.js'), 'export {};');
  if (packed) writeFileSync(join(dist, 'yardstick-widget-1.4.2.tgz'), 'packed bytes');
  return join(dist, 'yardstick.js');
}

/** The app with only the widget built (the owner app and storefront folders are empty). */
function widgetServer(widgetScript: string) {
  const empty = mkdtempSync(join(tmpdir(), 'yardstick-no-front-end-'));
  return useTestApp({ frontEnds: { admin: empty, storefront: empty, widgetScript } });
}

describe('the widget served by version', () => {
  const server = widgetServer(builtWidget({ packed: true }));

  it('serves the packed npm package under its major version, installable from any site', async () => {
    const answer = await fetch(`${server.url}/widget/v1/yardstick-widget-1.4.2.tgz`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/gzip');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('cache-control')).not.toContain('immutable');
    expect(await answer.text()).toBe('packed bytes');
  });

  it('serves it under its exact version for good', async () => {
    const answer = await fetch(`${server.url}/widget/1.4.2/yardstick-widget-1.4.2.tgz`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('immutable');
  });

  it.each([
    '/widget/v1/yardstick-widget-1.4.1.tgz',
    '/widget/v2/yardstick-widget-1.4.2.tgz',
    '/widget/1.4.1/yardstick-widget-1.4.2.tgz',
  ])('answers 404 for a package it was not built with: %s', async (path) => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('No such widget package version.');
  });

  it('still serves the loader and its chunks beside the package', async () => {
    expect(await (await fetch(`${server.url}/widget/v1/yardstick.js`)).text()).toContain('v1.4.2');
    expect((await fetch(`${server.url}/widget/1.4.2/chunks/estimator-abcdef12.js`)).status).toBe(
      200,
    );
  });
});

describe('a widget built but not packed', () => {
  const server = widgetServer(builtWidget({ packed: false }));

  it('says how to make the package', async () => {
    const answer = await fetch(`${server.url}/widget/v1/yardstick-widget-1.4.2.tgz`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('pnpm build');
  });
});
