import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptBody, call, ownerWithAnalyses } from '../../testing/ownerOverHttp.ts';
import { freePort } from '../../testing/freePort.ts';
import { statusWithin } from '../../testing/statusWithin.ts';
import type { ServerProcess } from '../../testing/serverProcess.ts';
import {
  canRunThrowawayPostgres,
  startServerOnThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../testing/throwawayPostgres.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

/**
 * `pnpm start` on PostgreSQL (a server process per core under the supervisor) while 100
 * homeowners accept quotes and PostgreSQL restarts: no server process dies, and every quote the
 * server confirmed has its owner's e-mail and its webhook queued, since both are written in the
 * quote's own transaction.
 */
const CLIENTS = 100;
/** How long after PostgreSQL is back every homeowner must have been confirmed again. */
const RECOVERY_MS = 60_000;
/** How long one accept may take before it counts as never answered: ample on a loaded machine. */
const REQUEST_MS = 90_000;
const available = canRunThrowawayPostgres();
if (!available) {
  console.warn(
    'PostgreSQL restart test skipped: the PostgreSQL 15 programs (/usr/lib/postgresql/15/bin) are not installed.',
  );
}

let postgres: ThrowawayPostgres;
let server: ServerProcess;
let dispose = async () => {};

beforeAll(async () => {
  if (!available) return;
  ({ postgres, server, dispose } = await startServerOnThrowawayPostgres({
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API_KEY_MAX: '1000000',
    RATE_LIMIT_AUTH_MAX: '1000',
  }));
}, 600_000);

afterAll(() => dispose());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!available)('a PostgreSQL restart during accepts from 100 homeowners', () => {
  it('kills no server process and loses no confirmed quote’s e-mail or webhook', async () => {
    const addresses = demoAddressList()
      .slice(0, 2)
      .map((a) => a.address);
    const owner = await ownerWithAnalyses(server.base, addresses);
    // Nothing listens there: deliveries wait to be retried, which is all this test reads.
    await call(server.base, '/api/webhook-endpoints', {
      method: 'POST',
      cookie: owner.cookie,
      body: JSON.stringify({ url: `http://127.0.0.1:${await freePort()}/hook` }),
    });

    /** When PostgreSQL is back; until then, and a while after, the homeowners send. */
    let restartedAt: number | undefined;
    const restart = (async () => {
      await wait(1_000);
      postgres.stop();
      await wait(1_000);
      postgres.start();
      restartedAt = Date.now();
    })();
    const statuses = new Map<string, number>();
    /** The homeowners whose accept was confirmed again once PostgreSQL was back. */
    const healed = new Set<number>();
    const homeowner = async (client: number) => {
      for (let n = 0; ; n += 1) {
        const backSince = restartedAt;
        const sentAfterRestart = backSince !== undefined;
        if (sentAfterRestart && (healed.has(client) || Date.now() - backSince > RECOVERY_MS))
          return;
        const key = `restart-${client}-${n}`;
        // A request that never ends is a failure too (status 0), not a hung test.
        const status = await statusWithin(
          `${server.base}/api/accept-quote`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': owner.key },
            body: acceptBody(owner, n, key),
          },
          REQUEST_MS,
        );
        statuses.set(key, status);
        if (sentAfterRestart && status >= 200 && status < 300) healed.add(client);
      }
    };
    await Promise.all([restart, ...Array.from({ length: CLIENTS }, (_, c) => homeowner(c))]);

    const counts = new Map<number, number>();
    for (const status of statuses.values()) counts.set(status, (counts.get(status) ?? 0) + 1);
    console.info(
      `PostgreSQL restart under ${CLIENTS} clients: ${statuses.size} accepts answered ` +
        [...counts].map(([status, count]) => `${count} × ${status}`).join(', '),
    );
    expect(server.child.exitCode).toBeNull();
    expect(server.deaths()).toEqual([]);
    const answered = [...statuses.values()];
    // Each request was confirmed, or refused while the database was away; none lost its answer.
    expect(answered.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(answered.filter((status) => status === 503).length).toBeGreaterThan(0);
    // The pool heals: every homeowner is confirmed again once PostgreSQL is back.
    expect(healed.size).toBe(CLIENTS);
    const confirmed = [...statuses].filter(([, status]) => status < 300).map(([key]) => key);

    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ key: string; mails: number; webhooks: number }>(
        `select split_part(q.customer_email, '@', 1) as key,
                (select count(*)::int from mail_outbox m
                  where m.kind = 'quote.accepted.owner' and m.reply_to = q.customer_email) as mails,
                (select count(*)::int from webhook_deliveries w
                  where w.event_type = 'quote.accepted'
                    and w.body like '%"customerEmail":"' || q.customer_email || '"%') as webhooks
           from accepted_quotes q`,
      );
      const stored = new Map(rows.map((row) => [row.key, row]));
      const unannounced = confirmed.filter(
        (key) => stored.get(key)?.mails !== 1 || stored.get(key)?.webhooks !== 1,
      );
      console.info(
        `${confirmed.length} confirmed, ${unannounced.length} of them without their e-mail and webhook`,
      );
      expect(confirmed.filter((key) => !stored.has(key))).toEqual([]);
      expect(unannounced).toEqual([]);
    } finally {
      await db.end();
    }
    expect(await server.stop()).toBe(0);
  }, 300_000);
});
