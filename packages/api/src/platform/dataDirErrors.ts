/** DATA_DIR cannot be created or written: a setup problem, said in one sentence. */
export class DataDirUnwritableError extends Error {
  constructor(
    readonly dataDir: string,
    readonly code: string,
  ) {
    super(
      `The data directory ${dataDir} cannot be written (${code}). ` +
        'Point DATA_DIR at a directory this user can create and write.',
    );
    this.name = 'DataDirUnwritableError';
  }
}

const UNWRITABLE_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC']);

/** Runs a file operation in DATA_DIR, turning "cannot write here" into DataDirUnwritableError. */
export function inDataDir<T>(dataDir: string, operation: () => T): T {
  try {
    return operation();
  } catch (error) {
    throw asDataDirError(dataDir, error);
  }
}

/** `inDataDir` for work that finishes later (on a thread, say). */
export async function inDataDirAsync<T>(dataDir: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw asDataDirError(dataDir, error);
  }
}

function asDataDirError(dataDir: string, error: unknown): unknown {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  return UNWRITABLE_CODES.has(code) ? new DataDirUnwritableError(dataDir, code) : error;
}
