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
 * Connects to a PostgreSQL server and applies pending migrations. When the server goes away
 * (a restart, a failover, pg_terminate_backend), a connection can fail while no query of its
 * own is running: idle in the pool, or checked out by a transaction between two statements.
 * Its client then emits 'error', which without a listener ends the process. Every client gets
 * a listener that only reports: the request holding it fails on its next statement (503), and
 * the pool drops the broken connection when it comes back and opens new ones as needed.
 */
export async function openPostgresDatabase(
  url: string,
  onConnectionLost: (error: Error) => void = () => undefined,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  healLostConnections(pool, onConnectionLost);
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

/**
 * Gives every client of the pool an 'error' listener that reports, and hands a checked-out
 * client whose connection failed back to the pool at once, to be dropped. Drizzle releases a
 * transaction's client only once BEGIN has answered: a connection lost on BEGIN would
 * otherwise hold its place in the pool for good, and enough of them starve every request.
 * The holder's own later release() is then a no-op; its next statement fails (503).
 */
function healLostConnections(pool: pg.Pool, onConnectionLost: (error: Error) => void): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      onConnectionLost(error);
      if (!checkedOut.has(client)) return;
      client.release(error);
      client.release = () => undefined;
    });
  });
  // Idle clients' errors reach the pool too; the listener above has reported them.
  pool.on('error', () => undefined);
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
