import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_TEST_URL, reachable } from '../../testing/localPostgres.ts';
import { until } from '../../testing/until.ts';
import { listenOnPostgres } from './postgresListener.ts';

const postgresReachable = await reachable(POSTGRES_TEST_URL);
if (!postgresReachable) {
  console.warn(
    `Listener heartbeat test skipped: no PostgreSQL answers at ${new URL(POSTGRES_TEST_URL).host} (set POSTGRES_TEST_URL=postgres://… to run it).`,
  );
}

/**
 * A TCP relay to the database that can go silent: stall() keeps every connection it relays
 * open but passes no more bytes either way, as a half-open connection behaves. Connections
 * made after it relay normally.
 */
async function startStallingRelay(target: URL) {
  const pairs: { stalled: boolean; sockets: Socket[] }[] = [];
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pair = { stalled: false, sockets: [client, upstream] };
    pairs.push(pair);
    client.on('data', (chunk) => pair.stalled || upstream.write(chunk));
    upstream.on('data', (chunk) => pair.stalled || client.write(chunk));
    for (const socket of pair.sockets) {
      socket.on('error', () => pair.sockets.forEach((s) => s.destroy()));
      socket.on('close', () => pair.sockets.forEach((s) => s.destroy()));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    stall: () => pairs.forEach((pair) => (pair.stalled = true)),
    close: () =>
      new Promise<void>((resolve) => {
        pairs.forEach((pair) => pair.sockets.forEach((s) => s.destroy()));
        server.close(() => resolve());
      }),
  };
}

describe.runIf(postgresReachable)('listenOnPostgres', () => {
  const channel = `listener_test_${randomUUID().replaceAll('-', '')}`;
  let relay: Awaited<ReturnType<typeof startStallingRelay>>;
  let notifier: pg.Client;

  beforeAll(async () => {
    relay = await startStallingRelay(new URL(POSTGRES_TEST_URL));
    notifier = new pg.Client({ connectionString: POSTGRES_TEST_URL });
    await notifier.connect();
  });

  afterAll(async () => {
    await notifier?.end();
    await relay?.close();
  });

  const notify = (payload: string) =>
    notifier.query('select pg_notify($1, $2)', [channel, payload]);

  it('notices a connection that went silent, says so, and listens again on a new one', async () => {
    const heard: string[] = [];
    const events: string[] = [];
    const stop = await listenOnPostgres(
      relay.url,
      channel,
      {
        onMessage: (payload) => heard.push(payload),
        onGap: () => events.push('gap'),
        onResume: () => events.push('resume'),
      },
      { everyMs: 100, waitMs: 400 },
    );
    try {
      await notify('owner-1');
      await until(() => heard.includes('owner-1'), 'the first message');
      // Heartbeats come and go without reaching the handler or raising a gap.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heard).toEqual(['owner-1']);
      expect(events).toEqual([]);

      relay.stall();
      await until(() => events.length >= 2, 'the gap and the resume');
      expect(events).toEqual(['gap', 'resume']);

      await notify('owner-2');
      await until(() => heard.includes('owner-2'), 'a message after the stall');
      expect(heard).toEqual(['owner-1', 'owner-2']);
    } finally {
      await stop();
    }
  });
});
