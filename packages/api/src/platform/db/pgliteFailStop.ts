import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { EventLogger } from '../logger.ts';
import { postgresErrorOf } from './errors.ts';

/** What a call on a stopped embedded database rejects with; answered as 503 (see errors.ts). */
export class EmbeddedDatabaseStoppedError extends Error {
  readonly code = 'PGLITE_STOPPED';
  constructor(message = 'The embedded database stopped after a failed write and needs a restart.') {
    super(message);
    this.name = 'EmbeddedDatabaseStoppedError';
  }
}

// Class 53: insufficient resources (53100 disk full); class 58: system error (58030 I/O error).
const DISK_ERROR = /^(53|58)/;
const FATAL_SEVERITIES = new Set(['PANIC', 'FATAL']);

function severityOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    if ('severity' in current && typeof current.severity === 'string') return current.severity;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export interface FailStopHooks {
  logger?: EventLogger;
  /** A query failed on the disk: look at the directory again now. */
  onDiskError?(): void;
}

/**
 * The client with two safety catches. After a PANIC (a write-ahead log write failed) PGlite
 * spins forever on its next call, holding the event loop: every call after one is refused at
 * once instead (503), the server keeps serving pages and can still shut down, and one log line
 * says a restart is needed. Any disk error asks for an immediate look at the directory.
 */
export function failStopPglite(client: PGlite, { logger, onDiskError }: FailStopHooks): PGlite {
  let stopped = false;
  /** Notes what the error says; true when the database has just stopped for good. */
  const stopsOn = (error: unknown): boolean => {
    if (DISK_ERROR.test(postgresErrorOf(error)?.code ?? '')) onDiskError?.();
    if (stopped || !FATAL_SEVERITIES.has(severityOf(error) ?? '')) return false;
    stopped = true;
    logger?.fatal(
      { err: error },
      'The embedded database stopped after a failed write; restart the server once the disk takes writes again',
    );
    return true;
  };
  const refuseWhenStopped = () => {
    if (stopped) throw new EmbeddedDatabaseStoppedError();
  };
  type Call = (...args: unknown[]) => Promise<unknown>;

  const guarded = {
    query: (...args: unknown[]) => {
      refuseWhenStopped();
      return (client.query as Call)(...args).catch((error: unknown) => {
        stopsOn(error);
        throw error;
      });
    },
    exec: (...args: unknown[]) => {
      refuseWhenStopped();
      return (client.exec as Call)(...args).catch((error: unknown) => {
        stopsOn(error);
        throw error;
      });
    },
    /**
     * PGlite sends ROLLBACK when the callback fails, and after a PANIC that ROLLBACK is the call
     * that spins. So the caller is answered with the error while the callback, and with it the
     * transaction, is left waiting for good: nothing more reaches the stopped database.
     */
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        refuseWhenStopped();
        const never = new Promise<never>(() => undefined);
        const watched =
          (call: Call): Call =>
          (...args) =>
            call(...args).catch((error: unknown) => {
              if (!stopsOn(error)) throw error;
              reject(error);
              return never;
            });
        client
          .transaction((tx) =>
            callback({
              ...tx,
              query: watched(tx.query as Call),
              exec: watched(tx.exec as Call),
            } as Transaction),
          )
          .then(resolve, (error: unknown) => {
            stopsOn(error);
            reject(error);
          });
      }),
    close: () => (stopped ? Promise.resolve() : client.close()),
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(guarded, property)) return guarded[property as keyof typeof guarded];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as Call).bind(target) : value;
    },
  });
}
