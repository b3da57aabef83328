import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app/app.ts';
import { listen, urlOf } from '../../app/server.ts';
import { testConfig } from '../../testing/app.ts';
import { TestClient } from '../../testing/client.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwawayPostgres.ts';
import { systemClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { openPostgresDatabase } from '../db/postgres.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { API_KEY_HEADER } from './authenticate.ts';

const LIMIT = 5;
let postgres: ThrowawayPostgres;
let database: Database;
let server: Server;
let base: string;

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  database = await openPostgresDatabase(postgres.url);
  const app = createApp({
    // Clients are told apart by X-Forwarded-For, as behind a real deployment's proxy.
    config: testConfig({ RATE_LIMIT_API_KEY_MAX: String(LIMIT), TRUST_PROXY: 'true' }),
    database,
    logger: createLogger('silent'),
    clock: systemClock,
  });
  server = await listen(app, 0, '127.0.0.1');
  base = urlOf(server);
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.close().catch(() => undefined);
  postgres?.destroy();
});

let clients = 0;
const newClientIp = () => `198.51.100.${++clients}`;

async function counterRows(): Promise<{ rows: number; longestKey: number }> {
  const [row] = await database.db
    .select({
      rows: sql<string>`count(*)`,
      longest: sql<string | null>`max(length(${rateLimitCounters.key}))`,
    })
    .from(rateLimitCounters);
  return { rows: Number(row?.rows), longestKey: Number(row?.longest ?? 0) };
}

describe('the widget rate limit on PostgreSQL', () => {
  it('counts huge made-up keys per client IP: bounded counters, 429 and never 500', async () => {
    const before = await counterRows();
    const statuses: number[] = [];
    for (const size of [12_000, 2_000]) {
      const ip = newClientIp();
      for (let i = 0; i < 40; i += 1) {
        // Random, so the database cannot compress them small.
        const key = `ys_pk_${randomBytes(size).toString('base64url').slice(0, size)}`;
        const client = new TestClient(base, { [API_KEY_HEADER]: key, 'X-Forwarded-For': ip });
        statuses.push((await client.get('/api/geocode?q=main street')).status);
        statuses.push((await client.get('/api/verify-api-key')).status);
      }
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // Each visitor is stopped at the limit whatever key each request makes up.
    expect(statuses.filter((status) => status === 429).length).toBe(2 * (80 - LIMIT));
    const after = await counterRows();
    // Two visitors: one counter each (plus the api limiter's), whatever the keys were.
    expect(after.rows - before.rows).toBeLessThanOrEqual(4);
    expect(after.longestKey).toBeLessThan(200);
  }, 120_000);
});
