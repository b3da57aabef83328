import { installSourceMappedStacks } from '@yardstick/engine/sourceMappedStacks';
import cluster from 'node:cluster';
import { exitWithError } from '../platform/cli/commandErrors.ts';
import { loadConfig } from '../platform/config/config.ts';
import { createLogger, stdoutDestination } from '../platform/logger.ts';
import { keepNewFilesPrivate } from '../platform/privateFiles.ts';
import { ServerProcessFailedError } from './cluster.ts';
import { listenForStopSignals } from './stopSignals.ts';
import { PREPARE_ENV, supervise } from './supervise.ts';

// First: a SIGTERM that comes while this process starts must not end it with a failure status.
const stopSignals = listenForStopSignals();
installSourceMappedStacks(import.meta.url);

/**
 * `pnpm start`: read config, then in the first process supervise (supervise.ts): a process
 * prepares the database and the demo, then WORKERS server processes (one on the embedded
 * database) listen on the one port, and one that dies is replaced. The app is imported only
 * by the processes that use it, so the supervisor stays small.
 */
async function main(): Promise<void> {
  keepNewFilesPrivate();
  const config = loadConfig(process.env);
  // The lines of starting and stopping, written at once; the sign-in frame goes the same way.
  // A server process logs its requests and jobs on a stream of its own (serveProcess.ts).
  const stdout = stdoutDestination(true);
  const logger = createLogger(config.logLevel, stdout);
  if (cluster.isPrimary) {
    await supervise(config, logger, stdout, stopSignals);
  } else if (process.env[PREPARE_ENV]) {
    // A stop asked for meanwhile waits for this to end (a database half created or half
    // migrated would fail the next start); the supervisor then starts no server process.
    await (await import('./prepareStart.ts')).prepareStart(config, logger);
    process.exit(0);
  } else {
    await (await import('./serveProcess.ts')).serveProcess(config, logger, stopSignals);
  }
}

main().catch((error: unknown) =>
  exitWithError(error, 'Yardstick could not start:', [ServerProcessFailedError]),
);
