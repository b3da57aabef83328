import { installSourceMappedStacks } from '@yardstick/engine/sourceMappedStacks';
import cluster from 'node:cluster';
import { pino } from 'pino';
import { exitWithError } from '../platform/commandErrors.ts';
import { loadConfig } from '../platform/config/config.ts';
import { createLogger } from '../platform/logger.ts';
import { keepNewFilesPrivate } from '../platform/privateFiles.ts';
import { ServerProcessFailedError } from './cluster.ts';
import { PREPARE_ENV, supervise } from './supervise.ts';

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
  // The log's own stream, so start-up messages written beside it keep their order.
  const stdout = pino.destination({ dest: 1, sync: false });
  const logger = createLogger(config.logLevel, stdout);
  if (cluster.isPrimary) {
    await supervise(config, logger, stdout);
  } else if (process.env[PREPARE_ENV]) {
    await (await import('./prepareStart.ts')).prepareStart(config, logger);
    process.exit(0);
  } else {
    await (await import('./serveProcess.ts')).serveProcess(config, logger);
  }
}

main().catch((error: unknown) =>
  exitWithError(error, 'Yardstick could not start:', [ServerProcessFailedError]),
);
