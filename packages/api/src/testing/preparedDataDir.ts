import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { DEFAULT_DEMO_SEED, prepareDemoRegionOnThread } from '@yardstick/engine';
import { openDatabase } from '../platform/db/openDatabase.ts';
import { migrationsHash, TEST_CACHE } from './database.ts';
import { TEST_DEMO_REGION_DIR } from './demoRegion.ts';

/**
 * The embedded database a first start leaves in DATA_DIR/pglite, created once per schema by
 * the server's own code: creating one (initdb in WebAssembly) costs about 5 CPU seconds, opening
 * one under 1. Built in a folder of its own and renamed, so a parallel worker never copies half.
 */
async function createdDatabase(): Promise<string> {
  const cluster = join(TEST_CACHE, `pglite-${migrationsHash()}`);
  if (existsSync(join(cluster, 'PG_VERSION'))) return cluster;
  mkdirSync(TEST_CACHE, { recursive: true });
  const building = mkdtempSync(join(TEST_CACHE, 'building-'));
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
 * The demo region a first start paints into DATA_DIR/demo-region: the tests' own, painted once
 * per painter by the engine's code on a thread (about 2 CPU seconds a start saves).
 */
async function paintedDemoRegion(): Promise<string> {
  await prepareDemoRegionOnThread(TEST_DEMO_REGION_DIR, DEFAULT_DEMO_SEED);
  return TEST_DEMO_REGION_DIR;
}

export interface FirstStartOptions {
  /** False for a server on PostgreSQL (DATABASE_URL): it keeps no database in DATA_DIR. */
  embeddedDatabase?: boolean;
}

/**
 * A new DATA_DIR as a first start leaves it: the demo region painted and the embedded database
 * created and migrated (and nothing else: no accounts). For process tests whose subject is not
 * the first start itself; those that are start on an empty folder.
 */
export async function preparedDataDir(
  prefix: string,
  options: FirstStartOptions = {},
): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  await copyFirstStart(dataDir, options);
  return dataDir;
}

/** Puts what a first start makes into an existing DATA_DIR (one on a file system of its own). */
export async function copyFirstStart(
  dataDir: string,
  { embeddedDatabase = true }: FirstStartOptions = {},
): Promise<void> {
  cpSync(await paintedDemoRegion(), join(dataDir, 'demo-region'), {
    recursive: true,
    // A region another worker is still writing stays out.
    filter: (source) => !basename(source).startsWith('.writing-'),
  });
  if (embeddedDatabase) {
    cpSync(await createdDatabase(), join(dataDir, 'pglite'), { recursive: true });
  }
}
