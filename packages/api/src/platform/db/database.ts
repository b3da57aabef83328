import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** The database handle every repository takes: a connection or a transaction, on either driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DbKind = 'pglite' | 'postgres';

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Messages may have been missed (the listening connection dropped): forget what they fed. */
  onGap?(): void;
  /** Listening again after a gap. */
  onResume?(): void;
}

export interface Database {
  db: Db;
  kind: DbKind;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  /**
   * Follows NOTIFY on `channel` from every process sharing the database, until close().
   * Resolves once listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  close(): Promise<void>;
}
