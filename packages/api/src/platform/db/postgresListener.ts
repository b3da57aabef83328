import pg from 'pg';
import type { ListenHandlers } from './database.ts';

const RETRY_MS = [250, 1_000, 5_000];

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When the
 * connection drops, `onGap` says messages may have been missed and the listener reconnects,
 * backing off, until stopped.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  { onMessage, onGap, onResume }: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
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
    if (attempt > 0) onResume?.();
    attempt = 0;
  };

  const reconnect = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = undefined;
    onGap?.();
    failed.removeAllListeners('end');
    void failed.end().catch(() => undefined);
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
