import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Logger } from '../logger.ts';
import { acquireDataDirLock } from './dataDirLock.ts';
import type { Database } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import { failStopPglite } from './pgliteFailStop.ts';
import { startWriteGuard } from './pgliteWriteGuard.ts';
import * as schema from './schema/index.ts';

/**
 * Settings for a small embedded database. PostgreSQL's defaults (128 MB of shared buffers)
 * are sized for a dedicated server; in one process beside the app they only cost memory,
 * since the operating system caches the data files anyway.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=2MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
];

export interface PgliteOptions {
  /** Told when writes stop and resume, or the database stops. */
  logger?: Logger;
  /** Free space below which writes are refused before the disk is full. */
  diskReserveBytes?: number;
}

/** Opens (creating if needed) the embedded database in dataDir, locked to this process. */
export async function openPgliteDatabase(
  dataDir: string,
  { logger, diskReserveBytes }: PgliteOptions = {},
): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const pgDir = join(dataDir, 'pglite');
    prepareInChildProcess(pgDir);
    const client = await PGlite.create({ dataDir: pgDir, postgresqlconf: PGLITE_SETTINGS });
    const guard = await startWriteGuard({
      pgDir,
      logger,
      reserveBytes: diskReserveBytes,
      // One connection: the setting holds for every later transaction.
      setReadOnly: async (readOnly) => {
        await client.exec(`set default_transaction_read_only = ${readOnly ? 'on' : 'off'}`);
      },
    });
    const failStop = failStopPglite(client, { logger, onDiskError: () => void guard.check() });
    const database = await wrapPglite(failStop, {
      onClose: () => {
        guard.stop();
        lock.release();
      },
    });
    return database;
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Creating a cluster (initdb) grows the WebAssembly heap to about 900 MB and migrating adds
 * more; a heap never shrinks. Both run in a short-lived child process, so the server only
 * ever holds an opened, migrated database.
 */
function prepareInChildProcess(pgDir: string): void {
  const url = (specifier: string) => JSON.stringify(import.meta.resolve(specifier));
  const script = `const { PGlite } = await import(${url('@electric-sql/pglite')});
const { drizzle } = await import(${url('drizzle-orm/pglite')});
const { migrate } = await import(${url('drizzle-orm/pglite/migrator')});
const client = await PGlite.create({ dataDir: ${JSON.stringify(pgDir)} });
await migrate(drizzle({ client }), { migrationsFolder: ${JSON.stringify(MIGRATIONS_FOLDER)} });
await client.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
}

/** Wraps a PGlite client (on disk or loaded from a dump) and applies pending migrations. */
export async function wrapPglite(
  client: PGlite,
  options: { onClose?: () => void } = {},
): Promise<Database> {
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // One process owns a PGlite database, so its notifications cannot be missed.
    listen: async (channel, { onMessage }) => {
      await client.listen(channel, onMessage);
    },
    close: async () => {
      await client.close();
      options.onClose?.();
    },
  };
}
