/**
 * The database thread: owns the embedded database (PGlite on DATA_DIR) so that its
 * WebAssembly work never holds the server's event loop. Started by pgliteThreadClient.ts.
 */
import { installSourceMappedStacks } from '@yardstick/engine/sourceMappedStacks';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { EventLogger } from '../logger.ts';
import { failStopPglite } from './pgliteFailStop.ts';
import { PGLITE_SETTINGS } from './pgliteSettings.ts';
import { toThreadError, type LogLevel, type PgliteThreadEvent } from './pgliteThreadMessages.ts';
import { startWriteGuard } from './pgliteWriteGuard.ts';
import { servePglite } from './servePglite.ts';
import { z } from 'zod';

installSourceMappedStacks(import.meta.url);

const port = parentPort;
if (!port) throw new Error('pgliteThread.ts runs as a worker thread');
const send = (event: PgliteThreadEvent) => port.postMessage(event);

/** The fail-stop and the write guard log through the main thread's logger. */
function logVia(level: LogLevel) {
  return (fields: object, message: string) => {
    const { err, ...rest } = fields as { err?: unknown };
    send({
      type: 'log',
      level,
      message,
      fields: rest,
      err: err === undefined ? undefined : toThreadError(err),
    });
  };
}
const logger: EventLogger = {
  fatal: logVia('fatal'),
  error: logVia('error'),
  warn: logVia('warn'),
  info: logVia('info'),
};

const { pgDir, diskReserveBytes } = z
  .object({ pgDir: z.string(), diskReserveBytes: z.number().optional() })
  .parse(workerData);
try {
  const client = await PGlite.create({ dataDir: pgDir, postgresqlconf: PGLITE_SETTINGS });
  const guard = await startWriteGuard({
    pgDir,
    logger,
    reserveBytes: diskReserveBytes,
    // One connection: the setting holds for every later transaction.
    setReadOnly: async (readOnly) => {
      await client.exec(`set default_transaction_read_only = ${readOnly ? 'on' : 'off'}`);
    },
  });
  const failStop = failStopPglite(client, { logger, onDiskError: () => void guard.check() });
  // The main thread ends this thread once it has the answer to `close`.
  servePglite(failStop, port, () => guard.stop());
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', error: toThreadError(error) });
}
