import { isDatabaseUnavailable } from '../db/errors.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';

/**
 * A PostgreSQL-backed queue the runner works through: its rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several servers on one database share the work.
 */
export interface JobQueue<Job> {
  /** For the log: `mail`, `webhooks`. */
  readonly name: string;
  /**
   * Claims the jobs due now: each gets one more attempt and a lease. `now` is the app's clock,
   * for queues due on business dates (renewals); leased queues use the database's clock.
   */
  claimDue(now: Date, limit: number): Promise<Job[]>;
  /** Does one job; settles it (done, or failed with a retry later) itself and never throws. */
  run(job: Job): Promise<void>;
}

export interface JobRunner {
  /** Works through what is due now in every queue; answers how many jobs it ran. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a pass in progress to settle. */
  stop(): Promise<void>;
}

export interface JobRunnerDeps {
  /** Each queue has its own job type; the runner only hands a queue's jobs back to it. */
  queues: readonly JobQueue<unknown>[];
  clock: Clock;
  logger: Logger;
  /** How often the queues are looked at. */
  intervalMs?: number;
  batchSize?: number;
}

const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_BATCH = 10;

/** Polls the queues and runs what is due; start one per server process. */
export function startJobRunner({
  queues,
  clock,
  logger,
  intervalMs = DEFAULT_INTERVAL_MS,
  batchSize = DEFAULT_BATCH,
}: JobRunnerDeps): JobRunner {
  let running: Promise<number> | undefined;
  let stopped = false;

  const runOnce = async (): Promise<number> => {
    let ran = 0;
    for (const queue of queues) {
      try {
        const jobs = await queue.claimDue(clock.now(), batchSize);
        // Jobs of one pass run side by side: one slow endpoint does not hold up the others.
        await Promise.all(jobs.map((job) => queue.run(job)));
        ran += jobs.length;
      } catch (error) {
        // An outage is told once where it is noticed; a line per pass would flood the log.
        if (isDatabaseUnavailable(error))
          logger.debug({ queue: queue.name }, 'Queue waits for the database');
        else logger.error({ err: error, queue: queue.name }, 'Job queue pass failed');
      }
    }
    return ran;
  };

  // One pass at a time: a pass still running when the timer fires is not overlapped.
  const tick = () => {
    if (stopped || running) return;
    running = runOnce().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** base, 2×base, 4×base … capped at max: the wait before attempt `attempts + 1`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}
