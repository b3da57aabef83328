import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite.ts';
import { openPostgresDatabase } from './postgres.ts';

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Opens the configured database with every migration applied. */
export function openDatabase(
  config: DatabaseConfig,
  onConnectionLost?: (error: Error) => void,
): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgresDatabase(config.url, onConnectionLost)
    : openPgliteDatabase(config.dataDir);
}
