import { apiEndpoints } from '@yardstick/core/endpoints';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { systemClock } from '../platform/clock.ts';
import { createLogger } from '../platform/logger.ts';
import { testConfig } from '../testing/app.ts';
import { holdTestDatabase, releaseTestDatabase } from '../testing/database.ts';

/** What a route's `validate()` middleware checks (http/validate.ts keeps its shape readable). */
interface ValidatedShape {
  body?: unknown;
  query?: unknown;
}

/** The parts of Express's router layers this test reads. */
interface Layer {
  rawPath?: unknown;
  route?: {
    path: unknown;
    methods: Record<string, boolean>;
    stack: { handle?: { shape?: ValidatedShape } }[];
  };
  handle?: { stack?: Layer[] };
}

interface MountedRoute {
  /** `METHOD /path`, with the prefixes of the routers on the way. */
  route: string;
  /** The shapes of the route's validators, in chain order. */
  validated: ValidatedShape[];
}

/** Every route the app mounts, with what it validates. */
function mountedRoutes(stack: Layer[], prefix = ''): MountedRoute[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const validated = layer.route.stack.flatMap(({ handle }) =>
        handle?.shape ? [handle.shape] : [],
      );
      const paths = [layer.route.path].flat().map((path) => `${prefix}${String(path)}`);
      return Object.keys(layer.route.methods).flatMap((method) =>
        paths.map((path) => ({ route: `${method.toUpperCase()} ${path}`, validated })),
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

function mountedApiRoutes(): MountedRoute[] {
  const router: unknown = app ? Reflect.get(app, 'router') : undefined;
  const stack: unknown = router ? Reflect.get(router, 'stack') : undefined;
  if (!Array.isArray(stack)) throw new Error('The app has no router stack to read');
  return mountedRoutes(stack).filter(({ route }) => route.split(' ')[1]?.startsWith('/api/'));
}

const tableRoutes = Object.values(apiEndpoints).map((entry) => `${entry.method} ${entry.path}`);

describe('the endpoint table of core', () => {
  it('names each route once', () => {
    expect(new Set(tableRoutes).size).toBe(tableRoutes.length);
  });

  it('is mounted entry by entry, with that method and path', () => {
    const mounted = new Set(mountedApiRoutes().map(({ route }) => route));
    expect(tableRoutes.filter((route) => !mounted.has(route))).toEqual([]);
  });

  it('is what each route validates: the very body and query schemas of its entry', () => {
    const validatedBy = new Map(mountedApiRoutes().map((m) => [m.route, m.validated]));
    // Schemas compare by identity: a router that re-declares an equal schema still drifts.
    const drift = Object.entries(apiEndpoints).flatMap(([name, entry]) => {
      const validated = validatedBy.get(`${entry.method} ${entry.path}`) ?? [];
      return (['body', 'query'] as const).flatMap((part) => {
        const inTable: unknown = Reflect.get(entry, part);
        const checked = validated.flatMap((shape) => (shape[part] ? [shape[part]] : []));
        const agrees = inTable === undefined ? checked.length === 0 : checked[0] === inTable;
        return agrees && checked.length <= 1 ? [] : [`${name} ${part}`];
      });
    });
    expect(drift).toEqual([]);
  });

  it('holds every route the app mounts under /api', () => {
    const table = new Set(tableRoutes);
    const mounted = mountedApiRoutes().map(({ route }) => route);
    expect(mounted.length).toBeGreaterThan(60);
    expect(mounted.filter((route) => !table.has(route))).toEqual([]);
  });
});
