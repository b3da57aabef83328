import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tryLock } from 'fs-native-extensions';
import { inDataDir } from '../dataDirErrors.ts';

/**
 * PGlite is single-process: a second process opening the same directory does not fail,
 * it silently loses its writes. So the server holds an operating-system lock on a file in
 * the directory (an open-file-description lock, fcntl F_OFD_SETLK) for as long as it runs.
 * The kernel owns the lock: it holds across PID namespaces (two containers, both pid 1),
 * conflicts even between two opens in one process, and goes away when the holder dies,
 * however it dies, so there is no stale lock to judge by a pid.
 */
export const LOCK_FILE_NAME = 'yardstick.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `Another Yardstick server${pid ? ` (pid ${pid} in its own namespace)` : ''} is already using the data directory ${dataDir}. ` +
        'Stop that server first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

function openLockFile(dir: string, path: string): number {
  return inDataDir(dir, () => {
    mkdirSync(dir, { recursive: true });
    // 'a+' creates the file if needed without truncating what the holder wrote.
    return openSync(path, 'a+');
  });
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE_NAME);
  const fd = openLockFile(dir, path);
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new DataDirLockedError(dir, readHolderPid(path));
  }
  // The pid is only for the message a second server prints; the lock itself decides.
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`);
  let held = true;
  return {
    release: () => {
      if (!held) return;
      held = false;
      // Closing the descriptor releases the lock. The file stays: removing it would let a
      // starting server lock a new file while another still holds the old one.
      closeSync(fd);
    },
  };
}

function readHolderPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
