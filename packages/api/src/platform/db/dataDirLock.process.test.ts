import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { preparedDataDir } from '../../testing/preparedDataDir.ts';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './dataDirLock.ts';
import { openDatabase } from './openDatabase.ts';

function freshDir(): string {
  return mkdtempSync(join(tmpdir(), 'yardstick-lock-'));
}

const LOCK_MODULE = new URL('./dataDirLock.ts', import.meta.url).pathname;

/** Another process that takes the lock, says so on stdout, and holds it until killed. */
async function holdInAnotherProcess(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { acquireDataDirLock } = await import(${JSON.stringify(LOCK_MODULE)});
       acquireDataDirLock(${JSON.stringify(dir)});
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], cwd: dirname(LOCK_MODULE) },
  );
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  expect(line.toString().trim()).toBe('locked');
  return child;
}

describe('DATA_DIR lock', () => {
  it('refuses a second lock on the same directory, even in the same process', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('refuses while another process holds it, whatever pid the file names', async () => {
    const dir = freshDir();
    const holder = await holdInAnotherProcess(dir);
    try {
      // Two containers each see their server as pid 1: a pid in the file proves nothing.
      writeFileSync(join(dir, LOCK_FILE_NAME), `${process.pid}\n`);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `Another Yardstick server (pid ${process.pid} in its own namespace) is already using the data directory ${dir}.`,
      );
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    // The kernel dropped the lock with the killed process: no stale lock to clean up.
    acquireDataDirLock(dir).release();
  });

  it('refuses a second open of the same embedded database', async () => {
    const dir = await preparedDataDir('yardstick-lock-');
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        DataDirLockedError,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  }, 300_000);
});
