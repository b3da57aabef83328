import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithAnalyses } from '../../testing/ownerOverHttp.ts';
import { statusWithin } from '../../testing/statusWithin.ts';
import type { ServerProcess } from '../../testing/serverProcess.ts';
import {
  startServerOnThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../testing/throwawayPostgres.ts';

const CLIENTS = 8;
/** How long one save may take before it counts as never answered: ample on a loaded machine. */
const REQUEST_MS = 60_000;
let postgres: ThrowawayPostgres;
let server: ServerProcess;
let dispose = async () => {};

beforeAll(async () => {
  ({ postgres, server, dispose } = await startServerOnThrowawayPostgres({
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API_MAX: '1000000',
    RATE_LIMIT_AUTH_MAX: '1000',
  }));
}, 600_000);

afterAll(() => dispose());

/** Ends every connection the server holds, as a failover or an administrator would. */
async function terminateServerConnections(): Promise<void> {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  try {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
  } finally {
    await admin.end();
  }
}

/**
 * Owners save services (a transaction of several statements each) from CLIENTS loops until
 * `until` resolves; resolves with every status answered.
 */
async function saveServicesUntil(cookie: string, until: Promise<void>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const statuses: number[] = [];
  const loop = async (client: number) => {
    for (let n = 0; !done; n += 1) {
      // A request that never ends is a failure too (status 0), not a hung test.
      const status = await statusWithin(
        `${server.base}/api/services`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            name: `Service ${client}-${n}`,
            frequencies: [
              { frequency: 'weekly', pricePerSqFt: 0.01 },
              { frequency: 'bi-weekly', pricePerSqFt: 0.012 },
            ],
          }),
        },
        REQUEST_MS,
      );
      statuses.push(status);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => loop(client)));
  return statuses;
}

describe('lost PostgreSQL connections under load', () => {
  it('fail only the requests they carried (503), and the server keeps answering', async () => {
    const { cookie } = await ownerWithAnalyses(server.base, []);
    const disruptions = (async () => {
      for (let round = 0; round < 15; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await terminateServerConnections();
      }
      postgres.stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
      postgres.start();
      await new Promise((resolve) => setTimeout(resolve, 500));
    })();
    const statuses = await saveServicesUntil(cookie, disruptions);

    const exited = server.child.exitCode;
    expect(
      exited,
      server
        .logLines()
        .slice(-3)
        .map((line) => line.msg)
        .join('\n'),
    ).toBeNull();
    expect(server.deaths()).toEqual([]);
    // No request lost its answer, and none met an unexplained failure.
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);

    // The pool heals: every client saves again once the database is back.
    const deadline = Date.now() + 30_000;
    let after: number[] = [];
    while (Date.now() < deadline) {
      after = await saveServicesUntil(cookie, new Promise((resolve) => setTimeout(resolve, 300)));
      if (after.every((status) => status === 201)) break;
    }
    expect(after.every((status) => status === 201)).toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect(server.deaths()).toEqual([]);
    // No connection was kept by a failed request: the shutdown closes the pool and exits.
    expect(await server.stop()).toBe(0);
  }, 300_000);
});
