import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../platform/logger.ts';

export interface RunWorkersOptions {
  count: number;
  logger: Logger;
}

/**
 * Runs `count` server processes on one port (node:cluster hands each new connection to one of
 * them) and resolves once all of them listen. A worker that dies later is replaced; one that
 * dies before it ever listened ends the start, since its replacement would fail alike.
 * SIGTERM or SIGINT passes to every worker, each of which drains and stops; this process exits
 * once they all have.
 */
export function runWorkers({ count, logger }: RunWorkersOptions): Promise<void> {
  let stopping = false;
  const listening = new Set<number>();

  return new Promise((resolve, reject) => {
    const fork = () => {
      const worker = cluster.fork();
      worker.once('listening', () => {
        listening.add(worker.id);
        if (listening.size === count) {
          logger.info({ workers: count }, `${count} server processes share the port`);
          resolve();
        }
      });
      return worker;
    };

    cluster.on('exit', (worker: Worker, code, signal) => {
      const listened = listening.delete(worker.id);
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          logger.info('Stopped');
          process.exit(0);
        }
        return;
      }
      if (!listened) {
        stopAll();
        reject(new Error(`A server process exited (code ${code}) before it listened`));
        return;
      }
      logger.error(
        { pid: worker.process.pid, code, signal },
        'A server process died: replacing it',
      );
      fork();
    });

    const stopAll = () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    };
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        logger.info('Shutting down: each server process finishes its requests and jobs');
        stopAll();
      });
    }

    for (let i = 0; i < count; i += 1) fork();
  });
}
