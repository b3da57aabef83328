import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { Logger } from '../logger.ts';
import type { PgliteClient, PgliteStatements } from './pgliteClient.ts';
import { EmbeddedDatabaseStoppedError } from './pgliteFailStop.ts';
import {
  fromThreadError,
  type PgliteRequest,
  type PgliteThreadEvent,
  type ThreadQueryOptions,
} from './pgliteThreadMessages.ts';

export interface PgliteThreadOptions {
  /** The database cluster's directory (DATA_DIR/pglite), created and migrated already. */
  pgDir: string;
  diskReserveBytes?: number;
  logger?: Logger;
}

/**
 * Starts the database thread. The compiled server ships `pgliteThread.js` beside main.js
 * (this code may sit in a chunk below it); from source, tsx compiles the entry.
 */
export function startPgliteWorker(workerData: {
  pgDir: string;
  diskReserveBytes?: number;
}): Worker {
  const compiled = [
    new URL('./pgliteThread.js', import.meta.url),
    new URL('../pgliteThread.js', import.meta.url),
  ].find((url) => existsSync(fileURLToPath(url)));
  if (compiled) return new Worker(compiled, { workerData });
  const entry = pathToFileURL(fileURLToPath(new URL('./pgliteThread.ts', import.meta.url)));
  return new Worker(new URL('./sourceThread.mjs', import.meta.url), {
    workerData,
    argv: [entry.href],
    execArgv: [],
  });
}

/** Opens the embedded database on a thread of its own; resolves once it answers. */
export async function startPgliteThread({
  pgDir,
  diskReserveBytes,
  logger,
}: PgliteThreadOptions): Promise<PgliteThreadClient> {
  const worker = startPgliteWorker({ pgDir, diskReserveBytes });
  const client = new PgliteThreadClient(worker, logger);
  await client.ready;
  return client;
}

function threadOptions(options: QueryOptions | undefined): ThreadQueryOptions {
  if (!options) return {};
  const { rowMode, parsers, ...rest } = options;
  if (Object.keys(rest).length > 0)
    throw new Error(`Not supported across threads: ${Object.keys(rest).join(', ')}`);
  // Drizzle's parsers all keep the text as it came; other parsers could not cross anyway.
  return { rowMode, textTypes: parsers ? Object.keys(parsers).map(Number) : undefined };
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * The embedded database as the main thread sees it: each call is a message to the database
 * thread and its answer. If the thread dies, every waiting and later call is refused with
 * an error answered as 503, rather than left waiting.
 */
export class PgliteThreadClient implements PgliteClient {
  readonly ready: Promise<void>;
  readonly #worker: Worker;
  readonly #logger: Logger | undefined;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #stopped: Error | undefined;
  #closing = false;

  constructor(worker: Worker, logger?: Logger) {
    this.#worker = worker;
    this.#logger = logger;
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (event: PgliteThreadEvent) => {
        if (event.type === 'ready') resolve();
        else if (event.type === 'failed') reject(fromThreadError(event.error));
        else this.#receive(event);
      });
      worker.on('error', (error) => {
        reject(error);
        this.#stop(error);
      });
      worker.on('exit', (code) => {
        reject(new Error(`The database thread exited (code ${code}) before it opened`));
        this.#stop(new Error(`The database thread exited with code ${code}`));
      });
    });
    // Idle, the thread does not keep the process alive; opening or a waiting call does.
    this.ready.then(
      () => this.#pending.size === 0 && worker.unref(),
      () => undefined,
    );
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: 'query', sql, params, options: threadOptions(options) }) as Promise<
      Results<T>
    >;
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /** The transaction stays open on the database thread until the callback settles. */
  async transaction<T>(callback: (tx: PgliteStatements) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number;
    const statements: PgliteStatements = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#call({ op: 'query', sql, params, options: threadOptions(options), tx }) as Promise<
          Results<R>
        >,
      exec: (sql: string) => this.#call({ op: 'exec', sql, tx }) as Promise<Results[]>,
    };
    let result: T;
    try {
      result = await callback(statements);
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => void> {
    const listeners = this.#listeners.get(channel) ?? new Set();
    const first = listeners.size === 0;
    listeners.add(callback);
    this.#listeners.set(channel, listeners);
    if (first) await this.#call({ op: 'listen', channel });
    return () => listeners.delete(callback);
  }

  async close(): Promise<void> {
    if (this.#stopped || this.#closing) return;
    this.#closing = true;
    try {
      await this.#call({ op: 'close' });
    } finally {
      await this.#worker.terminate();
      this.#stop(new Error('The database thread was closed'));
    }
  }

  #call(request: PgliteRequest): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, request });
    });
  }

  #settle(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
    return pending;
  }

  #receive(event: PgliteThreadEvent): void {
    if (event.type === 'reply') this.#settle(event.id)?.resolve(event.value);
    else if (event.type === 'refusal') this.#settle(event.id)?.reject(fromThreadError(event.error));
    else if (event.type === 'notify')
      for (const listener of this.#listeners.get(event.channel) ?? []) listener(event.payload);
    else if (event.type === 'log') {
      const err = event.err && fromThreadError(event.err);
      this.#logger?.[event.level](err ? { ...event.fields, err } : event.fields, event.message);
    }
  }

  #stop(cause: Error): void {
    if (this.#stopped) return;
    this.#stopped = this.#closing
      ? new Error('The database is closed')
      : new EmbeddedDatabaseStoppedError('The embedded database stopped and needs a restart.');
    if (!this.#closing)
      this.#logger?.fatal({ err: cause }, 'The database thread stopped; restart the server');
    for (const id of [...this.#pending.keys()]) this.#settle(id)?.reject(this.#stopped);
  }
}
