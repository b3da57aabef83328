import cluster from 'node:cluster';
import { z } from 'zod';
import type { Config } from '../platform/config/config.ts';
import { acquireDataDirLock } from '../platform/db/dataDirLock.ts';
import { assertRoomForNewDatabase } from '../platform/db/diskRoom.ts';
import type { Logger } from '../platform/logger.ts';
import { runWorkers, ServerProcessFailedError } from './cluster.ts';
import type { StopSignals } from './stopSignals.ts';

/** Set on the process that prepares the start (prepareStart.ts). */
export const PREPARE_ENV = 'YARDSTICK_PREPARE';

const preparedMessageSchema = z.object({
  type: z.literal('prepared'),
  /** The demo owner's sign-in frame, printed once the server listens. */
  signIn: z.string().optional(),
});
export type PreparedMessage = z.infer<typeof preparedMessageSchema>;

/**
 * The first process of `pnpm start`. It loads neither the app nor a database: preparing the
 * start (painting the demo region, creating and migrating the database, about 200 MB at its
 * peak) runs in a process that then ends, and the server processes run under runWorkers.
 */
export async function supervise(
  config: Config,
  logger: Logger,
  out: { write(text: string): unknown },
  signals: StopSignals,
): Promise<void> {
  if (config.database.kind === 'pglite') {
    // Before the demo region is painted: a first start on a disk that cannot take the
    // database writes nothing.
    assertRoomForNewDatabase(config.database.dataDir, config.database.diskReserveBytes);
    // Held until this process ends, across replacements of its server process.
    acquireDataDirLock(config.database.dataDir);
  }
  const preparing = cluster.fork({ [PREPARE_ENV]: '1' });
  let prepared: PreparedMessage | undefined;
  preparing.on('message', (message: unknown) => {
    const parsed = preparedMessageSchema.safeParse(message);
    if (parsed.success) prepared = parsed.data;
  });
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    preparing.once('exit', (exitCode: number | null, exitSignal: string | null) =>
      resolve([exitCode, exitSignal]),
    ),
  );
  // Asked to stop meanwhile: no server process starts. If preparing failed, its lines say why.
  if (signals.received) {
    logger.info('Stopped');
    process.exit(0);
  }
  // Killed (out of memory, say), it could not say why.
  if (signal) throw new ServerProcessFailedError(code, signal);
  // Otherwise it said what went wrong; a second line here would only repeat it.
  if (code !== 0 || !prepared) process.exit(code || 1);

  await runWorkers({ count: config.workers, logger, signals });
  // Last, once the server listens: a start that fails never shows a password it made.
  // Written to the log's stream, so the frame follows the lines logged before it.
  if (prepared.signIn) out.write(`\n${prepared.signIn}\n\n`);
}
