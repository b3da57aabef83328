import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import { listenOnPostgres } from './postgresListener.ts';
import * as schema from './schema/index.ts';

// Any fixed number: the key of the advisory lock that serialises migrations.
const MIGRATION_LOCK_KEY = 7_245_019;

/**
 * Connects to a PostgreSQL server and applies pending migrations. When the server goes away,
 * idle connections fail outside any request: the pool reports it as an 'error' event, which
 * without a listener ends the process. The pool drops such connections and opens new ones
 * once the server is back, so the listener only reports.
 */
export async function openPostgresDatabase(
  url: string,
  onConnectionLost: (error: Error) => void = () => undefined,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onConnectionLost);
  try {
    await migrateWithLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const listeners: (() => Promise<void>)[] = [];
  return {
    db: drizzle({ client: pool, schema }),
    kind: 'postgres',
    // A database that answers but takes no writes (a standby, a failover in progress, a
    // read-only default) fails every request that writes: it is not up.
    ping: async () => {
      const { rows } = await pool.query<{ read_only: boolean }>(
        "select pg_is_in_recovery() or current_setting('transaction_read_only') = 'on' as read_only",
      );
      if (rows[0]?.read_only) throw new Error('The database takes no writes (read-only)');
    },
    listen: async (channel, handlers) => {
      listeners.push(await listenOnPostgres(url, channel, handlers));
    },
    close: async () => {
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}

/** Several servers (or test workers) may start together; only one migrates at a time. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client: connection, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await connection
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    connection.release();
  }
}
