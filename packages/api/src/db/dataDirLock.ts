import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * PGlite is single-process: a second process opening the same directory does not fail,
 * it silently loses its writes. So the server holds a lock file with its pid and refuses
 * to start while another live process holds it.
 */
export const LOCK_FILE_NAME = 'yardstick.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Yardstick server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop that server first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

// Directories this process holds. A lock file naming our own pid that is not in this set
// is stale: containers restart with the same pid (often 1).
const heldByThisProcess = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE_NAME);
  if (heldByThisProcess.has(dir)) throw new DataDirLockedError(dir, process.pid);
  mkdirSync(dir, { recursive: true });

  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreateLockFile(path)) {
      heldByThisProcess.add(dir);
      return { release: () => releaseLock(dir, path) };
    }
    const holder = readHolderPid(path);
    if (holder !== undefined && holder !== process.pid && isProcessAlive(holder)) {
      throw new DataDirLockedError(dir, holder);
    }
    rmSync(path, { force: true });
  }
  throw new Error(
    `Could not take the lock ${path}; another server may be starting at the same moment.`,
  );
}

function tryCreateLockFile(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeFileSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    throw error;
  }
}

function readHolderPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it is alive.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function releaseLock(dir: string, path: string): void {
  if (!heldByThisProcess.delete(dir)) return;
  if (readHolderPid(path) === process.pid) rmSync(path, { force: true });
}
