import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../platform/logger.ts';
import { restartPolicy, type RestartPolicy } from './restartPolicy.ts';
import { listenForStopSignals, type StopSignals } from './stopSignals.ts';

/** A process of the first start ended before the server listened; it printed why, if it could. */
export class ServerProcessFailedError extends Error {
  constructor(code: number | null, signal: string | null) {
    super(
      `A server process exited (${signal ?? `code ${code}`}) before the server listened, so ` +
        'Yardstick stopped: the lines above say why, unless it was killed.',
    );
    this.name = 'ServerProcessFailedError';
  }
}

const SERVING = 'yardstick:serving';

/**
 * Told by a server process once it listens and has said so in the log. The supervisor counts it
 * as listening only then, so what it prints next (the demo sign-in) follows that line; node's own
 * 'listening' event can arrive before the server process has written it.
 */
export function announceServing(): void {
  process.send?.({ type: SERVING });
}

function isServing(message: unknown): boolean {
  return typeof message === 'object' && message !== null && 'type' in message
    ? message.type === SERVING
    : false;
}

export interface RunWorkersOptions {
  count: number;
  logger: Logger;
  policy?: RestartPolicy;
  /** Heard since the process began (main.ts), so that none goes unanswered while it starts. */
  signals?: StopSignals;
}

/**
 * Runs `count` server processes on one port (node:cluster hands each new connection to one of
 * them) and resolves once all of them listen. This process serves nothing itself: it only
 * supervises, so whatever kills a server process (V8 out of heap, a native crash, an OOM kill)
 * cannot take it along. It runs even for one server process: a supervisor inside `pnpm start`
 * works the same on a bare VM, in a container and on a laptop, where a systemd unit or a
 * container restart policy may be missing or set otherwise, and it keeps the DATA_DIR lock
 * while its server process is replaced.
 *
 * A server process that dies is replaced, after a wait that grows while deaths come quickly
 * (restartPolicy.ts); replacements that keep dying before they listen end the server with
 * status 1. One that dies on the first start ends it at once: its replacement would fail alike.
 * SIGTERM or SIGINT passes to every server process, each of which drains and stops; this
 * process exits once they all have, with status 0 if they all stopped cleanly. Its log is
 * expected to be written synchronously (main.ts), so that its last lines are out, in order,
 * when it exits.
 */
export function runWorkers({
  count,
  logger,
  policy = restartPolicy(),
  signals = listenForStopSignals(),
}: RunWorkersOptions): Promise<void> {
  let started = false;
  let stopping = false;
  let exitCode = 0;
  let pendingRestart: NodeJS.Timeout | undefined;
  const listening = new Set<number>();
  /**
   * The server processes that have not exited, by id. Not cluster.workers: node keeps a worker
   * there until its IPC channel has closed too, which may come after its exit.
   */
  const alive = new Map<number, Worker>();
  const forkedAt = new Map<number, number>();

  const stopAll = (code: number) => {
    stopping = true;
    exitCode = Math.max(exitCode, code);
    clearTimeout(pendingRestart);
    for (const worker of alive.values()) worker.process.kill('SIGTERM');
  };
  const exitOnceAllStopped = () => {
    if (alive.size > 0) return;
    logger.info('Stopped');
    process.exit(exitCode);
  };

  return new Promise((resolve, reject) => {
    const fork = () => {
      const worker = cluster.fork();
      alive.set(worker.id, worker);
      forkedAt.set(worker.id, Date.now());
      const heard = (message: unknown) => {
        if (!isServing(message)) return;
        worker.off('message', heard);
        // Asked to stop while it started: it drains at once, and the start is not announced.
        if (stopping) return;
        listening.add(worker.id);
        if (started) {
          logger.info({ pid: worker.process.pid }, 'The replacement server process listens');
        } else if (listening.size === count) {
          started = true;
          const pids = [...alive.values()].map((each) => each.process.pid);
          logger.info(
            { workers: count, pids },
            `${count} server process${count === 1 ? '' : 'es'} on the port, replaced if one dies`,
          );
          resolve();
        }
      };
      worker.on('message', heard);
    };

    cluster.on('exit', (worker: Worker, code, signal) => {
      alive.delete(worker.id);
      const listened = listening.delete(worker.id);
      const livedMs = Date.now() - (forkedAt.get(worker.id) ?? Date.now());
      forkedAt.delete(worker.id);
      if (stopping) {
        // Ended by the SIGTERM it was sent, it was still loading its code (it hears the signal
        // from the first line of main.ts on): it had nothing to finish, and stopped as asked.
        if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
        exitOnceAllStopped();
        return;
      }
      if (!started) {
        // The caller says why and exits; the others stop with it.
        stopAll(1);
        reject(new ServerProcessFailedError(code, signal));
        return;
      }
      const decision = policy.died({ listened, livedMs });
      if (!decision.restart) {
        logger.fatal(
          { pid: worker.process.pid, code, signal },
          `Stopping: ${decision.why}; the errors above say why`,
        );
        stopAll(1);
        exitOnceAllStopped();
        return;
      }
      logger.error(
        { pid: worker.process.pid, code, signal, restartInMs: decision.afterMs },
        'A server process died: replacing it',
      );
      pendingRestart = setTimeout(fork, decision.afterMs);
    });

    for (let i = 0; i < count; i += 1) fork();

    // A second signal (Ctrl-C pressed again, a service manager signalling every process) must
    // not end this process while its server processes drain: listenForStopSignals sees to it.
    signals.onStop(() => {
      if (stopping) return;
      logger.info('Shutting down: each server process finishes its requests and jobs');
      stopAll(0);
      // None runs while a replacement waits for its turn.
      exitOnceAllStopped();
    });
  });
}
