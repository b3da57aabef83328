import type { Logger } from '../logger.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite.ts';
import { openPostgresDatabase } from './postgres.ts';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string; diskReserveBytes?: number }
  | { kind: 'postgres'; url: string };

export interface OpenDatabaseOptions {
  /** This process already holds the DATA_DIR lock (the embedded database), or its supervisor does. */
  lockHeld?: boolean;
  /** The embedded database exists with every migration applied (the supervisor saw to it). */
  prepared?: boolean;
}

/** Opens the configured database with every migration applied; trouble it survives is logged. */
export function openDatabase(
  config: DatabaseConfig,
  logger?: Logger,
  { lockHeld = false, prepared = false }: OpenDatabaseOptions = {},
): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgresDatabase(config.url, (error) => {
        logger?.warn({ err: error }, 'Lost a database connection; new requests will reconnect');
      })
    : openPgliteDatabase(config.dataDir, {
        logger,
        diskReserveBytes: config.diskReserveBytes,
        lock: !lockHeld,
        prepared,
      });
}
