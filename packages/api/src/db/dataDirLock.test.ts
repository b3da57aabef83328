import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './dataDirLock.ts';
import { openDatabase } from './openDatabase.ts';

function freshDir(): string {
  return mkdtempSync(join(tmpdir(), 'yardstick-lock-'));
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(child.stdout.trim());
}

describe('DATA_DIR lock', () => {
  it('refuses a second holder in the same process and frees the directory on release', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses to start beside another live process, naming its pid', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Yardstick server (pid ${process.ppid}) is already using the data directory ${dir}.`,
    );
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second open of the same embedded database', async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        DataDirLockedError,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });
});
