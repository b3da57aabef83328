import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { testDatabaseUrl } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import { MIGRATIONS_FOLDER } from '../platform/db/migrations.ts';
import { wrapPglite } from '../platform/db/pglite.ts';
import { openPostgresDatabase } from '../platform/db/postgres.ts';
import { API_ROOT } from '../platform/paths.ts';
import { createWorkerDatabase } from './postgresDatabases.ts';

/**
 * One database per test file, shared by its tests (tests keep apart by using fresh owners).
 *
 * Creating a PGlite instance runs initdb and takes seconds, so the first file to need one
 * builds a migrated template and dumps it to the temp directory; every file then loads that
 * dump (well under a second). The dump's name carries a hash of the migrations, so a schema
 * change builds a new one. With TEST_DATABASE_URL the same tests run against that server, each
 * worker on its own copy of a migrated template (testing/postgresDatabases.ts).
 */
let shared: Promise<Database> | undefined;
let holders = 0;
/** This worker's PostgreSQL database, copied once: the files it runs then share it. */
let workerUrl: Promise<string> | undefined;

export function testDatabase(): Promise<Database> {
  shared ??= openTestDatabase();
  return shared;
}

/** For test apps: the database stays open until every holder has released it. */
export function holdTestDatabase(): Promise<Database> {
  holders += 1;
  return testDatabase();
}

/**
 * Called when a test app stops. A server pool is closed once nobody holds it (it keeps
 * connections open); an in-memory PGlite stays for the life of the worker, so a worker that
 * runs several files (vitest `isolate: false`) loads the template only once.
 */
export async function releaseTestDatabase(): Promise<void> {
  holders -= 1;
  if (holders > 0 || !shared) return;
  const database = await shared;
  if (database.kind === 'pglite') return;
  shared = undefined;
  await database.close();
}

async function openTestDatabase(): Promise<Database> {
  // Tests choose their database from the environment (through config.ts, like everything else).
  const url = testDatabaseUrl(process.env);
  if (url) {
    workerUrl ??= createWorkerDatabase(url, process.env.VITEST_POOL_ID ?? '1');
    return openPostgresDatabase(await workerUrl);
  }
  return wrapPglite(await PGlite.create({ loadDataDir: await migratedTemplate() }));
}

/** The PGlite the api pins: a dump is kept per version, as one version's files may not load in another. */
const PGLITE_VERSION = z
  .object({ dependencies: z.object({ '@electric-sql/pglite': z.string() }) })
  .parse(JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8'))).dependencies[
  '@electric-sql/pglite'
];

/** Kept between runs, beside the other tools' caches: a run's temporary folder goes with it. */
export const TEST_CACHE = fileURLToPath(
  new URL('../../node_modules/.cache/test-db', import.meta.url),
);

/**
 * A dump of a new, empty cluster, for tests of one migration that run the ones before it by
 * hand: initdb costs seconds of CPU, loading its dump a tenth of that. The migrated template
 * starts from it too, so a clean clone runs initdb once.
 */
export function blankClusterDump(): Promise<Blob> {
  return cachedDump(`blank-${PGLITE_VERSION}`, async () => {
    const client = await PGlite.create();
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  });
}

function migratedTemplate(): Promise<Blob> {
  return cachedDump(`template-${PGLITE_VERSION}-${migrationsHash()}`, async () => {
    const client = await PGlite.create({ loadDataDir: await blankClusterDump() });
    const database = await wrapPglite(client);
    const dump = await client.dumpDataDir('none');
    await database.close();
    return dump;
  });
}

/** The dump kept under `name`, made once by `make` (per process while another writes it). */
async function cachedDump(name: string, make: () => Promise<Blob>): Promise<Blob> {
  const path = join(TEST_CACHE, `${name}.tar`);
  try {
    return new Blob([new Uint8Array(readFileSync(path))]);
  } catch {
    // First use since what it holds changed: make it below.
  }
  const dump = await make();
  mkdirSync(TEST_CACHE, { recursive: true });
  // Uncompressed loads faster. Write then rename, so a parallel worker never reads half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, path);
  return dump;
}

/** Names what a migrated database holds: a schema change gives a new name. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
