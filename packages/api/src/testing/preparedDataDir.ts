import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../platform/db/openDatabase.ts';
import { migrationsHash } from './database.ts';

/** Beside the unit tests' template: kept between runs, rebuilt when the migrations change. */
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/test-db', import.meta.url));

/**
 * The embedded database a first start leaves in DATA_DIR/pglite, created once per schema by
 * the server's own code: creating one (initdb in WebAssembly) costs about 5 CPU seconds, opening
 * one under 1. Built in a folder of its own and renamed, so a parallel worker never copies half.
 */
async function createdDatabase(): Promise<string> {
  const cluster = join(CACHE, `pglite-${migrationsHash()}`);
  if (existsSync(join(cluster, 'PG_VERSION'))) return cluster;
  mkdirSync(CACHE, { recursive: true });
  const building = mkdtempSync(join(CACHE, 'building-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  await database.close();
  try {
    renameSync(join(building, 'pglite'), cluster);
  } catch (error) {
    // Another worker renamed its own first: theirs serves as well.
    if (!existsSync(join(cluster, 'PG_VERSION'))) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return cluster;
}

/**
 * A new DATA_DIR with the embedded database already created and migrated, as a first start
 * leaves it (and nothing else: no demo region, no accounts). For process tests whose subject
 * is not the first start itself; those that are start on an empty folder.
 */
export async function preparedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  await copyCreatedDatabase(dataDir);
  return dataDir;
}

/** Puts the created database into an existing DATA_DIR (one on a file system of its own). */
export async function copyCreatedDatabase(dataDir: string): Promise<void> {
  cpSync(await createdDatabase(), join(dataDir, 'pglite'), { recursive: true });
}
