import { apiEndpoints } from '@yardstick/core/endpoints';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { systemClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { testConfig } from '../testing/app.ts';
import { holdTestDatabase, releaseTestDatabase } from '../testing/database.ts';

/** The parts of Express's router layers this test reads. */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD /path` the app mounts, with the prefixes of the routers on the way. */
function mountedRoutes(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = [layer.route.path].flat().map((path) => `${prefix}${String(path)}`);
      return Object.keys(layer.route.methods).flatMap((method) =>
        paths.map((path) => `${method.toUpperCase()} ${path}`),
      );
    }
    const nested = layer.handle?.stack;
    if (!nested) return [];
    const mountPath =
      typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return mountedRoutes(nested, `${prefix}${mountPath}`);
  });
}

let app: Express | undefined;

beforeAll(async () => {
  const database = await holdTestDatabase();
  app = createApp({
    config: testConfig(),
    database,
    logger: createLogger('silent'),
    clock: systemClock,
  });
});

afterAll(async () => {
  await releaseTestDatabase();
});

function mountedApiRoutes(): string[] {
  const router: unknown = app ? Reflect.get(app, 'router') : undefined;
  const stack: unknown = router ? Reflect.get(router, 'stack') : undefined;
  if (!Array.isArray(stack)) throw new Error('The app has no router stack to read');
  return mountedRoutes(stack).filter((route) => route.split(' ')[1]?.startsWith('/api/'));
}

const tableRoutes = Object.values(apiEndpoints).map((entry) => `${entry.method} ${entry.path}`);

describe('the endpoint table of core', () => {
  it('names each route once', () => {
    expect(new Set(tableRoutes).size).toBe(tableRoutes.length);
  });

  it('is mounted entry by entry, with that method and path', () => {
    const mounted = new Set(mountedApiRoutes());
    expect(tableRoutes.filter((route) => !mounted.has(route))).toEqual([]);
  });

  it('holds every route the app mounts under /api', () => {
    const table = new Set(tableRoutes);
    const mounted = mountedApiRoutes();
    expect(mounted.length).toBeGreaterThan(60);
    expect(mounted.filter((route) => !table.has(route))).toEqual([]);
  });
});
