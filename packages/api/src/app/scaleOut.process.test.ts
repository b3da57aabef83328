import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../platform/db/migrations.ts';
import { POSTGRES_TEST_URL, reachable } from '../testing/localPostgres.ts';
import { preparedDataDir } from '../testing/preparedDataDir.ts';
import { storefrontForm } from '../testing/images.ts';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhookReceiver.ts';
import { EVENT_ID_HEADER } from '../modules/notifications/index.ts';

/**
 * Two servers on one PostgreSQL database, as behind a load balancer: what one does, the other
 * sees. The servers start once; the checks run against them in order, the outage last.
 */
const ADMIN_URL = POSTGRES_TEST_URL;

const postgresReachable = await reachable(ADMIN_URL);
if (!postgresReachable) {
  console.warn(
    `Two-server test skipped: no PostgreSQL answers at ${new URL(ADMIN_URL).host} (set POSTGRES_TEST_URL=postgres://… to run it).`,
  );
}

const DB_NAME = `yardstick_scaleout_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const JWT_SECRET = randomUUID() + randomUUID();
const LOGIN_LIMIT = 5;
/** Well inside the 30 s a server keeps a public read: sooner than that, it was told. */
const CACHE_TOLD_WITHIN_MS = 10_000;

let admin: pg.Client;
let databaseUrl: string;
let a: ServerProcess;
let b: ServerProcess;
let receiver: WebhookReceiver;
/** The owner signed up on A: its id and session cookie. */
let owner: { id: string; cookie: string };

/** Runs SQL on the test's database itself (not the servers' pools). */
async function onTestDatabase<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function send(
  server: ServerProcess,
  path: string,
  init: RequestInit & { cookie?: string; json?: unknown } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${server.base}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!postgresReachable)('two servers on one PostgreSQL database', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${DB_NAME}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${DB_NAME}`;
    databaseUrl = url.toString();
    receiver = await startWebhookReceiver();

    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_MAX: String(LOGIN_LIMIT),
      // The rate-limit check names its client in X-Forwarded-For, as a proxy would.
      TRUST_PROXY: 'true',
      ANALYSIS_THREADS: '0',
    };
    // Started at the same moment, each on a DATA_DIR of its own, both migrating one empty database.
    // A runs two processes on its port (WORKERS=2), so its own requests also cross processes.
    const [first, second] = await Promise.all(
      [
        { name: 'a', workers: '2' },
        { name: 'b', workers: '1' },
      ].map(async ({ name, workers }) =>
        startServerProcess(
          await preparedDataDir(`yardstick-scaleout-${name}-`, { embeddedDatabase: false }),
          { ...env, WORKERS: workers },
        ),
      ),
    );
    [a, b] = [first!, second!];
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await receiver?.close();
    if (admin) {
      await admin.query(`drop database if exists ${DB_NAME} with (force)`);
      await admin.end();
    }
  });

  it('comes up on both servers with the schema migrated once', async () => {
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [applied] = await onTestDatabase<{ rows: number; hashes: number }>(
      'select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
    );
    expect(applied).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
    for (const server of [a, b]) {
      const ready = await send(server, '/api/health/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true, db: 'postgres', migrated: true });
      expect((await send(server, '/api/health/live')).status).toBe(200);
    }
  });

  it('signs an owner in on one server and is signed in on the other', async () => {
    const registered = await send(a, '/api/register', {
      method: 'POST',
      json: {
        companyName: 'Two Server Lawns',
        email: `scaleout-${randomUUID()}@example.test`,
        password: 'correct horse battery staple',
        termsOfUseAccepted: true,
        privacyPolicyAccepted: true,
      },
    });
    expect(registered.status).toBe(201);
    owner = {
      id: ((await registered.json()) as { id: string }).id,
      cookie: (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    };
    const me = await send(b, '/api/me', { cookie: owner.cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: owner.id, companyName: 'Two Server Lawns' });
    // A write made with it on B (storefronts need a trial).
    const trial = await send(b, '/api/start-trial', {
      method: 'POST',
      cookie: owner.cookie,
      json: { userId: owner.id },
    });
    expect(trial.status).toBe(200);
  });

  it('serves a storefront changed on one server changed by the other once told, not at its cache expiry', async () => {
    const subdomain = `scale${Date.now()}`;
    const fields = {
      subdomain,
      companyName: 'Before Lawns',
      primaryColor: '#112233',
      secondaryColor: '#445566',
      accentColor: '#778899',
      customDomain: '',
    };
    const created = await send(a, '/api/storefronts', {
      method: 'POST',
      cookie: owner.cookie,
      body: storefrontForm(fields),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Read twice on B, so the second answer comes from its cache.
    for (let i = 0; i < 2; i += 1) {
      const served = await send(b, `/api/storefront/${subdomain}`);
      expect(await served.json()).toMatchObject({ companyName: 'Before Lawns' });
    }

    const updated = await send(a, `/api/storefronts/${id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: storefrontForm({ ...fields, companyName: 'After Lawns' }),
    });
    expect(updated.status).toBe(200);
    // B's cache keeps an answer 30 s: the new name well before that came by the announcement.
    // (About 10 ms on a quiet machine; no bound on the time here, so a loaded one passes too.)
    await until(
      'B serves the new name',
      async () => {
        const body = (await (await send(b, `/api/storefront/${subdomain}`)).json()) as {
          companyName: string;
        };
        return body.companyName === 'After Lawns' ? true : undefined;
      },
      CACHE_TOLD_WITHIN_MS,
    );
  });

  it('refuses on the other server a widget key replaced on one, once told, not at its cache expiry', async () => {
    const keyOf = async (res: Response) => ((await res.json()) as { apiKey: string }).apiKey;
    const generate = (refresh: boolean) =>
      send(a, '/api/generate-api-key', { method: 'POST', cookie: owner.cookie, json: { refresh } });
    const oldKey = await keyOf(await generate(false));
    const verify = (key: string) =>
      send(b, '/api/verify-api-key', { headers: { 'x-api-key': key } });
    // Twice, so B answers the second from its cache.
    for (let i = 0; i < 2; i += 1) expect((await verify(oldKey)).status).toBe(200);

    const newKey = await keyOf(await generate(true));
    expect(newKey).not.toBe(oldKey);
    await until(
      'B refuses the old key',
      async () => ((await verify(oldKey)).status === 401 ? true : undefined),
      CACHE_TOLD_WITHIN_MS,
    );
    expect((await verify(newKey)).status).toBe(200);
  });

  it('counts a limit of 5 logins once across both servers', async () => {
    const client = { 'X-Forwarded-For': '198.51.100.23' };
    const attempt = (server: ServerProcess) =>
      send(server, '/api/login', {
        method: 'POST',
        headers: client,
        json: { email: 'nobody@example.test', password: 'wrong password' },
      });
    for (let i = 0; i < LOGIN_LIMIT; i += 1) {
      expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
    }
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
    // Another client is not held back by that one.
    const other = await send(b, '/api/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '198.51.100.24' },
      json: { email: 'nobody@example.test', password: 'wrong password' },
    });
    expect(other.status).toBe(401);
  });

  it('delivers each queued webhook exactly once though both servers run the queue', async () => {
    const path = `/hooks/${randomUUID()}`;
    const endpoint = await send(a, '/api/webhook-endpoints', {
      method: 'POST',
      cookie: owner.cookie,
      json: { url: `${receiver.origin}${path}` },
    });
    expect(endpoint.status).toBe(201);
    const { id: endpointId } = (await endpoint.json()) as { id: string };
    const queued = 6;
    // Queued as a quote's events are: one row per event and endpoint, due now.
    await onTestDatabase(
      `insert into webhook_deliveries (owner_id, endpoint_id, event_id, event_type, body)
       select owner_id, id, 'evt_scaleout_' || n, 'quote.created', '{"n":' || n || '}'
       from webhook_endpoints, generate_series(1, ${queued}) as n where id = '${endpointId}'`,
    );
    const arrived = () => receiver.received.filter((hook) => hook.path === path);
    // Each server looks at the queue every 5 s.
    await until(
      'every webhook arrives',
      async () => (arrived().length >= queued ? true : undefined),
      15_000,
    );
    // A further pass of both runners, in which a second delivery would show.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const eventIds = arrived().map((hook) => hook.headers[EVENT_ID_HEADER.toLowerCase()]);
    expect(eventIds).toHaveLength(queued);
    expect(new Set(eventIds).size).toBe(queued);
    const rows = await onTestDatabase<{ status: string; attempts: number }>(
      `select status, attempts from webhook_deliveries where endpoint_id = '${endpointId}'`,
    );
    expect(rows).toEqual(
      Array.from({ length: queued }, () => ({ status: 'delivered', attempts: 1 })),
    );
  });

  it('refuses on one server a session signed out on the other', async () => {
    expect((await send(a, '/api/me', { cookie: owner.cookie })).status).toBe(200);
    const out = await send(b, '/api/logout', { method: 'POST', cookie: owner.cookie });
    expect(out.status).toBe(200);
    expect((await send(a, '/api/me', { cookie: owner.cookie })).status).toBe(401);
    expect((await send(b, '/api/me', { cookie: owner.cookie })).status).toBe(401);
  });

  it('says the database is down while it refuses writes, and up again once it takes them', async () => {
    const signUp = (server: ServerProcess) =>
      send(server, '/api/register', {
        method: 'POST',
        headers: { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 200)}` },
        json: {
          companyName: 'Failover Lawns',
          email: `failover-${randomUUID()}@example.test`,
          password: 'correct horse battery staple',
          termsOfUseAccepted: true,
          privacyPolicyAccepted: true,
        },
      });
    // A failover: the database answers again, but only reads (as a standby would).
    await admin.query(`alter database ${DB_NAME} set default_transaction_read_only = on`);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${DB_NAME}'`,
    );
    await until(
      'A refuses a sign-up with 503',
      async () => ((await signUp(a)).status === 503 ? true : undefined),
      10_000,
    );
    for (const server of [a, b]) {
      const health = await send(server, '/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ ok: false, db: 'down' });
      expect((await send(server, '/api/health/ready')).status).toBe(503);
      expect((await send(server, '/api/health/live')).status).toBe(200);
    }

    await admin.query(`alter database ${DB_NAME} reset default_transaction_read_only`);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${DB_NAME}'`,
    );
    for (const server of [a, b]) {
      await until(
        'health says the database is up',
        async () => ((await send(server, '/api/health')).status === 200 ? true : undefined),
        15_000,
      );
    }
    await until(
      'a sign-up works again',
      async () => ((await signUp(b)).status === 201 ? true : undefined),
      10_000,
    );
  });

  it('stops both servers cleanly on SIGTERM', async () => {
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
  });
});
