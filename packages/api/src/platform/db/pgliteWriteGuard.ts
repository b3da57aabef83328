import { statfs, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EventLogger } from '../logger.ts';

/**
 * Why the embedded database cannot take writes: ENOSPC (the disk is full or below the reserve),
 * or the code a probe write failed with (EACCES, EROFS, EIO…).
 */
export type WriteProblem = string;

/** Room a write may still need: a new WAL segment is 16 MB, and running out inside one is fatal. */
export const DEFAULT_RESERVE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_CHECK_MS = 1_000;
const PROBE_FILE = '.yardstick-write-probe';
const PROBE = Buffer.alloc(8192);

/**
 * Whether the database directory takes writes now: enough free space, and a small file can be
 * written (and removed) beside the write-ahead log, so a missing permission shows as well.
 */
export async function writeProblemIn(
  pgDir: string,
  reserveBytes: number,
): Promise<WriteProblem | undefined> {
  try {
    const space = await statfs(pgDir);
    if (space.bavail * space.bsize < reserveBytes) return 'ENOSPC';
    const probe = join(pgDir, 'pg_wal', PROBE_FILE);
    await writeFile(probe, PROBE);
    await unlink(probe);
    return undefined;
  } catch (error) {
    return error instanceof Error && 'code' in error ? String(error.code) : 'EIO';
  }
}

const DESCRIPTIONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'this user may not write there',
  EPERM: 'this user may not write there',
  EROFS: 'the file system is read-only',
};

export interface WriteGuardDeps {
  pgDir: string;
  /** Switches the database between refusing writes and taking them. */
  setReadOnly(readOnly: boolean): Promise<void>;
  logger?: EventLogger;
  reserveBytes?: number;
  intervalMs?: number;
}

export interface WriteGuard {
  /** Looks again now (a query just failed on the disk) rather than at the next tick. */
  check(): Promise<void>;
  stop(): void;
}

/**
 * A full disk or a lost permission must not reach PostgreSQL's write-ahead log: a failed WAL
 * write is a PANIC, after which the embedded database never answers again. Watching the
 * directory and turning the session read-only first keeps reads working and makes writes fail
 * cleanly (503); writes resume by themselves once the directory takes them again. One log line
 * when writes stop and one when they resume, however long it lasts.
 */
export async function startWriteGuard({
  pgDir,
  setReadOnly,
  logger,
  reserveBytes = DEFAULT_RESERVE_BYTES,
  intervalMs = DEFAULT_CHECK_MS,
}: WriteGuardDeps): Promise<WriteGuard> {
  let refusing: WriteProblem | undefined;
  let checking: Promise<void> | undefined;

  const checkOnce = async () => {
    const problem = await writeProblemIn(pgDir, reserveBytes);
    if (problem && !refusing) {
      await setReadOnly(true);
      refusing = problem;
      logger?.error(
        { dataDir: pgDir, code: problem },
        `The database directory cannot take writes (${DESCRIPTIONS[problem] ?? problem}): ` +
          'writes answer 503 and reads go on until it can',
      );
    } else if (!problem && refusing) {
      await setReadOnly(false);
      refusing = undefined;
      logger?.info({ dataDir: pgDir }, 'The database directory takes writes again');
    }
  };
  // One check at a time; a call during a check waits for that one.
  const check = () => {
    checking ??= checkOnce().finally(() => {
      checking = undefined;
    });
    return checking;
  };

  await check();
  const timer = setInterval(() => {
    check().catch((error: unknown) => logger?.warn({ err: error }, 'Write check failed'));
  }, intervalMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
