import pg from 'pg';
import { openPostgresDatabase } from '../platform/db/postgres.ts';

/**
 * The API suite on a real PostgreSQL server (TEST_DATABASE_URL) runs on several Vitest workers,
 * each on a database of its own: the job runners a test drives claim every owner's due jobs,
 * so two files must never share one. Before the run, one migrated template is made beside the
 * given database; each worker copies it (`CREATE DATABASE … TEMPLATE`, a file copy on the
 * server, far quicker than migrating). The given database itself only carries these commands.
 */

/** `<database>_template`: migrated once per run. */
export function templateDatabaseUrl(url: string): string {
  return withDatabase(url, `${databaseName(url)}_template`);
}

/** `<database>_w<n>`: the copy of the template for Vitest worker n. */
export function workerDatabaseUrl(url: string, worker: string): string {
  if (!/^\d+$/.test(worker)) throw new Error(`A Vitest worker id is a number, not "${worker}"`);
  return withDatabase(url, `${databaseName(url)}_w${worker}`);
}

/** Makes the template afresh and applies every migration to it (Vitest's global setup). */
export async function createTemplateDatabase(url: string): Promise<void> {
  const template = databaseName(templateDatabaseUrl(url));
  await onDatabase(url, async (client) => {
    await client.query(`drop database if exists ${quoted(template)} with (force)`);
    await client.query(`create database ${quoted(template)}`);
  });
  const migrated = await openPostgresDatabase(templateDatabaseUrl(url));
  await migrated.close();
}

/** A fresh copy of the template for this worker; resolves with its URL. */
export async function createWorkerDatabase(url: string, worker: string): Promise<string> {
  const workerUrl = workerDatabaseUrl(url, worker);
  await onDatabase(url, async (client) => {
    const name = quoted(databaseName(workerUrl));
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(
      `create database ${name} template ${quoted(databaseName(templateDatabaseUrl(url)))}`,
    );
  });
  return workerUrl;
}

/** Drops the template and every worker's copy (Vitest's global teardown). */
export async function dropTestDatabases(url: string): Promise<void> {
  const base = databaseName(url);
  await onDatabase(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname ~ $2`,
      [`${base}_template`, `^${base.replace(/\W/g, '\\$&')}_w\\d+$`],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists ${quoted(datname)} with (force)`);
  });
}

async function onDatabase(url: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error('TEST_DATABASE_URL names no database (postgres://…/<database>)');
  return name;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
