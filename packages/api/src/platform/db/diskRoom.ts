import { existsSync, statfsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_RESERVE_BYTES } from './pgliteWriteGuard.ts';

const MB = 1024 * 1024;

/** Too little free space to create the embedded database: a setup problem, said in one sentence. */
export class DiskBelowReserveError extends Error {
  constructor(
    readonly dataDir: string,
    readonly freeBytes: number,
    readonly reserveBytes: number,
  ) {
    super(
      `The disk holding the data directory ${dataDir} has ${Math.floor(freeBytes / MB)} MB free, ` +
        `less than the ${Math.ceil(reserveBytes / MB)} MB the embedded database keeps in reserve ` +
        '(DISK_RESERVE_MB): free some space there, or point DATA_DIR at a larger disk.',
    );
    this.name = 'DiskBelowReserveError';
  }
}

/**
 * The first start creates the embedded database, which a disk below the reserve could not take
 * (and which would then refuse every write): it stops here, before anything is written. A
 * database that exists starts instead, refusing writes until there is room again, as it does
 * when the disk fills while it runs: its reads go on.
 */
export function assertRoomForNewDatabase(
  dataDir: string,
  reserveBytes = DEFAULT_RESERVE_BYTES,
): void {
  if (existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) return;
  let existing = resolve(dataDir);
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  const space = statfsSync(existing);
  const freeBytes = space.bavail * space.bsize;
  if (freeBytes < reserveBytes)
    throw new DiskBelowReserveError(resolve(dataDir), freeBytes, reserveBytes);
}
