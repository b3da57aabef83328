import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Database } from '../platform/db/database.ts';
import type { Logger } from '../platform/logger.ts';

export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How long an idle keep-alive connection stays open. Node's 5 s is shorter than clients and
 * proxies keep one (60 s is common): a client reusing a connection just as the server closes it
 * gets ECONNRESET for a request the server never saw.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The responses each server is still writing, so a shutdown can end their connections with them. */
const unfinished = new WeakMap<Server, Set<ServerResponse>>();

/** Listens on the port (0 picks a free one) and resolves once the server accepts connections. */
export function listen(app: Express, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host ?? '', (error?: Error) =>
      error ? reject(error) : resolve(server),
    );
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // Headers of a request on a kept connection must be allowed at least as long.
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    const responses = new Set<ServerResponse>();
    unfinished.set(server, responses);
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      // A request on a kept connection while the server drains: its answer ends the connection.
      if (!server.listening) res.setHeader('Connection', 'close');
      responses.add(res);
      res.once('close', () => responses.delete(res));
    });
  });
}

export function urlOf(server: Server): string {
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The server is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

export interface ShutdownDeps {
  server: Server;
  database: Pick<Database, 'close'>;
  logger: Logger;
  graceMs?: number;
  /**
   * Stops background work from taking anything new, and resolves once what it has claimed is
   * done; runs while requests drain.
   */
  stopWork?: () => Promise<void>;
  /** Closes what requests and jobs used (mail transport, analysis threads), before the database. */
  beforeClose?: () => Promise<void>;
}

/**
 * Graceful stop: refuse new connections and new jobs, let in-flight requests (cut off after
 * the grace period) and claimed jobs finish, then close the database, which also releases the DATA_DIR lock.
 * Calling it twice returns the same promise.
 */
export function createShutdown({
  server,
  database,
  logger,
  graceMs = SHUTDOWN_GRACE_MS,
  stopWork,
  beforeClose,
}: ShutdownDeps): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      logger.info('Shutting down: finishing requests and jobs in flight');
      await Promise.all([closeServer(server, graceMs), stopWork?.()]);
      await beforeClose?.();
      await database.close();
      logger.info('Stopped');
    })();
    return stopping;
  };
}

function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const forceTimer = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(forceTimer);
      resolve();
    });
    // Keep-alive connections would otherwise hold close() open for KEEP_ALIVE_MS: an idle one
    // is closed now, and one with a request in flight closes once its answer is sent (the
    // answer says so, so the client sends nothing more on it).
    server.closeIdleConnections();
    for (const res of unfinished.get(server) ?? []) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
      else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
    }
  });
}
