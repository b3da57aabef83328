import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Logger } from '../logger.ts';
import { acquireDataDirLock } from './dataDirLock.ts';
import type { Database } from './database.ts';
import { MIGRATIONS_FOLDER, migrationsJournalHash } from './migrations.ts';
import type { PgliteClient } from './pgliteClient.ts';
import { startPgliteThread, type PgliteThreadClient } from './pgliteThreadClient.ts';
import { assertRoomForNewDatabase } from './diskRoom.ts';
import * as schema from './schema/index.ts';

export interface PgliteOptions {
  /** Told when writes stop and resume, or the database stops. */
  logger?: Logger;
  /** Free space below which writes are refused before the disk is full. */
  diskReserveBytes?: number;
  /**
   * False when the caller already holds the DATA_DIR lock for this process's lifetime (the
   * supervising process holds it for the server process it runs).
   */
  lock?: boolean;
  /** Created and migrated already at this start: no child process to do it again. */
  prepared?: boolean;
}

/**
 * Opens (creating if needed) the embedded database in dataDir, locked to this process. It runs
 * on a thread of its own, so that its work never holds the event loop that serves requests.
 */
export async function openPgliteDatabase(
  dataDir: string,
  { logger, diskReserveBytes, lock: locking = true, prepared = false }: PgliteOptions = {},
): Promise<Database> {
  const lock = locking ? acquireDataDirLock(dataDir) : { release: () => undefined };
  let client: PgliteThreadClient | undefined;
  try {
    assertRoomForNewDatabase(dataDir, diskReserveBytes);
    const pgDir = join(dataDir, 'pglite');
    // The first start spends several silent seconds creating the cluster: say so.
    if (!existsSync(join(pgDir, 'PG_VERSION'))) {
      logger?.info(`Creating the embedded database in ${pgDir} (first start only)…`);
    }
    if (!prepared) {
      keepFolderPrivate(pgDir);
      if (!isMigrated(pgDir)) prepareInChildProcess(pgDir);
    }
    client = await startPgliteThread({ pgDir, diskReserveBytes, logger });
    // Migrated in the child process already: on a disk below the reserve the thread has
    // turned read-only, and a second pass (CREATE SCHEMA IF NOT EXISTS) would fail there.
    return await wrapPglite(client, { migrated: true, onClose: () => lock.release() });
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

/**
 * PGlite writes its files readable and writable by everyone (0666), whatever the umask: its
 * folder is kept to this user (0700), so no one else reaches any file in it. A folder made
 * by an earlier version is closed too.
 */
function keepFolderPrivate(pgDir: string): void {
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  chmodSync(pgDir, 0o700);
}

/**
 * Beside the cluster's own files: the migrations journal's hash, written once they are all
 * applied. A start that finds it current opens the database at once (a restart saves the child
 * process below, about a second); one that does not, after an upgrade or an interrupted first
 * start, migrates. Inside the folder, so a folder put back from elsewhere brings its own.
 */
const MIGRATED_MARK = 'yardstick-migrations';

function isMigrated(pgDir: string): boolean {
  try {
    return readFileSync(join(pgDir, MIGRATED_MARK), 'utf8') === migrationsJournalHash();
  } catch {
    return false;
  }
}

/**
 * Creating a cluster (initdb) grows the WebAssembly heap to about 900 MB and migrating adds
 * more; a heap never shrinks. Both run in a short-lived child process, so the server only
 * ever holds an opened, migrated database. The child marks the folder migrated last.
 */
function prepareInChildProcess(pgDir: string): void {
  const url = (specifier: string) => JSON.stringify(import.meta.resolve(specifier));
  const mark = JSON.stringify(join(pgDir, MIGRATED_MARK));
  const script = `const { PGlite } = await import(${url('@electric-sql/pglite')});
const { drizzle } = await import(${url('drizzle-orm/pglite')});
const { migrate } = await import(${url('drizzle-orm/pglite/migrator')});
const { writeFileSync } = await import('node:fs');
const client = await PGlite.create({ dataDir: ${JSON.stringify(pgDir)} });
await migrate(drizzle({ client }), { migrationsFolder: ${JSON.stringify(MIGRATIONS_FOLDER)} });
await client.close();
writeFileSync(${mark}, ${JSON.stringify(migrationsJournalHash())}, { mode: 0o600 });`;
  // A few seconds of work, once: WebAssembly's baseline compiler alone does it in two thirds of
  // the CPU (and time), as optimising PostgreSQL's hot functions would cost more than it saves.
  execFileSync(process.execPath, ['--liftoff-only', '--input-type=module', '-e', script], {
    stdio: 'inherit',
  });
}

/**
 * Wraps a PGlite client (on its own thread, or on this one loaded from a dump) and applies
 * pending migrations, unless `migrated` says they were applied already.
 */
export async function wrapPglite(
  client: PgliteClient,
  options: { onClose?: () => void; migrated?: boolean } = {},
): Promise<Database> {
  // Drizzle calls only what PgliteClient has of PGlite.
  const db = drizzle({ client: client as PGlite, schema });
  if (!options.migrated) await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
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
