import { ConfigError } from '../config/config.ts';
import { DataDirUnwritableError } from '../dataDirErrors.ts';
import { DataDirLockedError } from '../db/dataDirLock.ts';
import { DiskBelowReserveError } from '../db/diskRoom.ts';

/**
 * Ends a command (`pnpm start`, `pnpm demo:password`) that failed. Configuration and
 * data-directory problems, and the `known` ones, are the user's to fix: one sentence, no stack.
 */
export function exitWithError(
  error: unknown,
  failure: string,
  known: readonly (new (...args: never[]) => Error)[] = [],
): never {
  const userFixable = [
    ConfigError,
    DataDirLockedError,
    DataDirUnwritableError,
    DiskBelowReserveError,
    ...known,
  ];
  if (error instanceof Error && userFixable.some((kind) => error instanceof kind)) {
    console.error(error.message);
  } else {
    console.error(failure, error);
  }
  process.exit(1);
}
