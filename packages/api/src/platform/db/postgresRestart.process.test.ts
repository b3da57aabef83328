import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app/app.ts';
import { systemClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { listen, urlOf } from '../../app/server.ts';
import { testConfig } from '../../testing/app.ts';
import { TestClient } from '../../testing/client.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwawayPostgres.ts';
import type { Database } from './database.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors.ts';
import { openPostgresDatabase } from './postgres.ts';

let postgres: ThrowawayPostgres;
let database: Database;
let server: Server;
let client: TestClient;
const lostConnections: Error[] = [];

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  database = await openPostgresDatabase(postgres.url, (error) => lostConnections.push(error));
  const app = createApp({
    config: testConfig(),
    database,
    logger: createLogger('silent'),
    clock: systemClock,
  });
  server = await listen(app, 0, '127.0.0.1');
  client = new TestClient(urlOf(server));
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.close().catch(() => undefined);
  postgres?.destroy();
});

/** Asks until the answer has the wanted status: the pool reconnects on its own time. */
async function eventually(path: string, status: number, deadlineMs = 30_000) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const res = await client.get(path);
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a PostgreSQL restart', () => {
  it('answers 503 while the server is down and recovers by itself when it returns', async () => {
    // Traffic first, so the pool holds idle connections that the restart will break.
    for (let i = 0; i < 5; i += 1) {
      const res = await client.get('/api/storefront/no-such-shop');
      expect(res.status).toBe(404);
    }
    expect((await client.get('/api/health')).body).toMatchObject({ ok: true, db: 'postgres' });

    postgres.stop();

    const health = await client.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ ok: false, db: 'down' });
    const during = await client.get('/api/storefront/no-such-shop');
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    // The broken idle connections were reported, not thrown: this process is still here.
    expect(lostConnections.length).toBeGreaterThan(0);

    postgres.start();

    const back = await eventually('/api/health', 200);
    expect(back.body).toMatchObject({ ok: true, db: 'postgres' });
    expect((await client.get('/api/storefront/no-such-shop')).status).toBe(404);
  }, 120_000);
});
