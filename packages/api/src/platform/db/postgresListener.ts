import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ListenHandlers } from './database.ts';

const RETRY_MS = [250, 1_000, 5_000];

/** Payloads the listener sends itself; every listener on the channel passes them over. */
const HEARTBEAT_PREFIX = 'yardstick-heartbeat:';

export interface HeartbeatOptions {
  /** How often the listener NOTIFYs itself on its own connection. */
  everyMs?: number;
  /** How long it waits to hear that NOTIFY back before it counts the connection as stalled. */
  waitMs?: number;
}

interface Heartbeat {
  timer: NodeJS.Timeout;
  /** The NOTIFY sent and not heard back yet, and the timer that gives up on it. */
  awaited?: { payload: string; missed: NodeJS.Timeout };
}

/** A stalled connection is noticed within about 5 s: well inside the caches' 30 s. */
const HEARTBEAT_EVERY_MS = 3_000;
const HEARTBEAT_WAIT_MS = 2_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When the
 * connection drops, `onGap` says messages may have been missed and the listener reconnects,
 * backing off, until stopped. A connection can also stall without dropping (half-open: the
 * server or a network box in between gone silent): the listener NOTIFYs itself every few
 * seconds and, when that heartbeat does not come back in time, treats it as dropped.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  { onMessage, onGap, onResume }: ListenHandlers,
  { everyMs = HEARTBEAT_EVERY_MS, waitMs = HEARTBEAT_WAIT_MS }: HeartbeatOptions = {},
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  /** The heartbeat of the current connection: its timer, and the one awaited back. */
  let heartbeat: Heartbeat | undefined;

  const beat = (connection: pg.Client) => {
    if (client !== connection || !heartbeat || heartbeat.awaited) return;
    const payload = `${HEARTBEAT_PREFIX}${randomUUID()}`;
    const missed = setTimeout(() => reconnect(connection), waitMs);
    missed.unref();
    heartbeat.awaited = { payload, missed };
    connection
      .query('select pg_notify($1, $2)', [channel, payload])
      .catch(() => reconnect(connection));
  };

  const heard = (payload: string) => {
    if (!heartbeat?.awaited || heartbeat.awaited.payload !== payload) return;
    clearTimeout(heartbeat.awaited.missed);
    heartbeat.awaited = undefined;
  };

  const stopHeartbeat = () => {
    if (!heartbeat) return;
    clearInterval(heartbeat.timer);
    if (heartbeat.awaited) clearTimeout(heartbeat.awaited.missed);
    heartbeat = undefined;
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(HEARTBEAT_PREFIX)) heard(payload);
      else onMessage(payload);
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      // Stopped while this connection was being made: nobody would ever end it.
      await endWithin(next);
      return;
    }
    client = next;
    const timer = setInterval(() => beat(next), everyMs);
    timer.unref();
    heartbeat = { timer };
    if (attempt > 0) onResume?.();
    attempt = 0;
  };

  const reconnect = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = undefined;
    stopHeartbeat();
    onGap?.();
    failed.removeAllListeners('end');
    // A stalled connection would never finish a polite end(): its socket is closed outright.
    failed.connection.stream.destroy();
    attempt = Math.max(attempt, 1);
    const retry = () => {
      if (stopped) return;
      const delay = RETRY_MS[Math.min(attempt++ - 1, RETRY_MS.length - 1)];
      setTimeout(() => {
        connect().catch(retry);
      }, delay).unref();
    };
    retry();
  };

  await connect();
  return async () => {
    stopped = true;
    stopHeartbeat();
    const current = client;
    client = undefined;
    if (current) await endWithin(current);
  };
}

/** How long stopping waits for the server to say goodbye before dropping the socket. */
const END_WAIT_MS = 2_000;

/**
 * Ends a client without waiting forever: after a lost connection, a client's end() can wait
 * for a goodbye that never comes, and a shutdown must not hang on it.
 */
async function endWithin(client: pg.Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, END_WAIT_MS);
  });
  await Promise.race([client.end().catch(() => undefined), gaveUp]);
  clearTimeout(timer);
}
