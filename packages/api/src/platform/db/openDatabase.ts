import type { Logger } from '../logger.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite.ts';
import { openPostgresDatabase } from './postgres.ts';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string; diskReserveBytes?: number }
  | { kind: 'postgres'; url: string };

/** Opens the configured database with every migration applied; trouble it survives is logged. */
export function openDatabase(config: DatabaseConfig, logger?: Logger): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgresDatabase(config.url, (error) => {
        logger?.warn({ err: error }, 'Lost a database connection; new requests will reconnect');
      })
    : openPgliteDatabase(config.dataDir, { logger, diskReserveBytes: config.diskReserveBytes });
}
