import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './dataDirLock.ts';
import type { Database } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import * as schema from './schema/index.ts';

/** Opens (creating if needed) the embedded database in dataDir, locked to this process. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: `${dataDir}/pglite` });
    const database = await wrapPglite(client, { onClose: () => lock.release() });
    return database;
  } catch (error) {
    lock.release();
    throw error;
  }
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
    close: async () => {
      await client.close();
      options.onClose?.();
    },
  };
}
