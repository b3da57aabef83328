import type { QueryOptions, Results } from '@electric-sql/pglite';

/** The statements of one PGlite transaction, as Drizzle uses them. */
export interface PgliteStatements {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
}

/**
 * The part of PGlite that Drizzle and this folder use: a PGlite instance (tests, on this
 * thread) or the stand-in for one that runs on its own thread (pgliteThreadClient.ts).
 */
export interface PgliteClient extends PgliteStatements {
  transaction<T>(callback: (tx: PgliteStatements) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  close(): Promise<void>;
}
