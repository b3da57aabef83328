import { isDatabaseUnavailable } from '../db/errors.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';

/**
 * A part of a queue's slots that one party may hold at once: an owner, a webhook endpoint. A
 * job holds each of its shares while it runs, so a party whose jobs are slow (an endpoint that
 * never answers) waits on its own slots and leaves the others to everyone else.
 */
export interface Share {
  key: string;
  /** Jobs holding this share that may run at once on one server. */
  limit: number;
}

export interface ClaimOptions {
  /** Shares at their limit on this server: jobs that would hold one are left for later. */
  full: ReadonlySet<string>;
}

/**
 * A PostgreSQL-backed queue the runner works through: its rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several servers on one database share the work.
 */
export interface JobQueue<Job> {
  /** For the log: `mail`, `webhooks`. */
  readonly name: string;
  /**
   * Claims up to `limit` jobs due now: each gets one more attempt and a lease. `now` is the
   * app's clock, for queues due on business dates (renewals); leased queues use the database's
   * clock. A queue with shares claims at most one job per share in one call and none whose
   * share is in `full`, so no share ever runs more than its limit.
   */
  claimDue(now: Date, limit: number, options: ClaimOptions): Promise<Job[]>;
  /** Does one job; settles it (done, or failed with a retry later) itself and never throws. */
  run(job: Job): Promise<void>;
  /** The shares a job holds while it runs; none when left out. */
  sharesOf?(job: Job): readonly Share[];
  /** Jobs of this queue that run at once on one server. */
  readonly concurrency?: number;
  /**
   * Whether a claim leases its jobs (a claimed job is not due again until it settles or its
   * lease runs out). Only then does the runner claim again as soon as a slot frees; a queue
   * without leases could hand back a job that failed without settling, so it is claimed once
   * per look, when its previous jobs have ended.
   */
  readonly leased?: boolean;
  /**
   * How often the queue is looked at when it had nothing due, when that is less often than the
   * runner's interval: a queue due on business dates need not be read every second.
   */
  readonly pollMs?: number;
}

export interface JobRunner {
  /**
   * One pass: claims what is due now in every queue (as much as their free slots take), runs
   * it and waits for it; answers how many jobs it ran. Tests drive the queues with it.
   */
  runOnce(): Promise<number>;
  /** Stops claiming and waits for the jobs running to settle. */
  stop(): Promise<void>;
}

export interface JobRunnerDeps {
  /** Each queue has its own job type; the runner only hands a queue's jobs back to it. */
  queues: readonly JobQueue<unknown>[];
  clock: Clock;
  logger: Logger;
  /** How often a queue with free slots is looked at when it last had nothing due. */
  intervalMs?: number;
}

const DEFAULT_INTERVAL_MS = 1_000;
const DEFAULT_CONCURRENCY = 8;

/**
 * Runs the queues' jobs continuously: every queue has its own slots, a job that ends frees its
 * slot at once and the runner claims the next (no batch waits for its slowest job). When a
 * queue has nothing due, it is looked at again after `intervalMs`. Start one per server process.
 */
export function startJobRunner({
  queues,
  clock,
  logger,
  intervalMs = DEFAULT_INTERVAL_MS,
}: JobRunnerDeps): JobRunner {
  let stopped = false;
  const lanes = queues.map((queue) => startLane(queue, { clock, logger, stopped: () => stopped }));
  // The first look waits for the first tick, as tests that drive runOnce() expect.
  const timers = queues.map((queue, index) => {
    const timer = setInterval(() => lanes[index]?.fill(), Math.max(intervalMs, queue.pollMs ?? 0));
    timer.unref();
    return timer;
  });

  return {
    async runOnce() {
      const ran = await Promise.all(lanes.map((lane) => lane.runOnce()));
      return ran.reduce((sum, count) => sum + count, 0);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(lanes.map((lane) => lane.settled()));
    },
  };
}

interface Lane {
  /** Claims into the free slots, again as jobs end, until nothing more is due. */
  fill(): void;
  runOnce(): Promise<number>;
  /** Resolves once no claim and no job of this queue is running. */
  settled(): Promise<void>;
}

function startLane<Job>(
  queue: JobQueue<Job>,
  { clock, logger, stopped }: { clock: Clock; logger: Logger; stopped: () => boolean },
): Lane {
  const concurrency = queue.concurrency ?? DEFAULT_CONCURRENCY;
  const running = new Set<Promise<void>>();
  const held = new Map<string, { count: number; limit: number }>();
  let claiming: Promise<void> | undefined;
  let claimAgain = false;

  const fullShares = (): Set<string> =>
    new Set([...held].filter(([, share]) => share.count >= share.limit).map(([key]) => key));

  const claim = async (): Promise<Job[]> => {
    const room = concurrency - running.size;
    if (room <= 0) return [];
    try {
      return await queue.claimDue(clock.now(), room, { full: fullShares() });
    } catch (error) {
      // An outage is told once where it is noticed; a line per look would flood the log.
      if (isDatabaseUnavailable(error))
        logger.debug({ queue: queue.name }, 'Queue waits for the database');
      else logger.error({ err: error, queue: queue.name }, 'Job queue claim failed');
      return [];
    }
  };

  /** Runs one job in a slot; `then` follows once the slot and its shares are free again. */
  const start = (job: Job, then: () => void): Promise<void> => {
    const shares = queue.sharesOf?.(job) ?? [];
    for (const { key, limit } of shares) {
      const share = held.get(key) ?? { count: 0, limit };
      held.set(key, { count: share.count + 1, limit });
    }
    const done = queue
      .run(job)
      .catch((error: unknown) => logger.error({ err: error, queue: queue.name }, 'Job failed'))
      .finally(() => {
        running.delete(done);
        for (const { key } of shares) {
          const share = held.get(key);
          if (!share || share.count <= 1) held.delete(key);
          else held.set(key, { ...share, count: share.count - 1 });
        }
        then();
      });
    running.add(done);
    return done;
  };

  const continuous = queue.leased === true;
  const refill = () => {
    if (continuous) fill();
  };

  function fill(): void {
    if (stopped()) return;
    // One claim at a time: jobs that end meanwhile ask for another once it has answered.
    if (claiming) {
      claimAgain = true;
      return;
    }
    if (!continuous && running.size > 0) return;
    claimAgain = false;
    claiming = claim().then((jobs) => {
      for (const job of jobs) void start(job, refill);
      claiming = undefined;
      // A claim takes one job per share: while it finds work, the free slots take more.
      if (jobs.length > 0 || claimAgain) refill();
    });
  }

  return {
    fill,
    async runOnce() {
      const jobs = await claim();
      await Promise.all(jobs.map((job) => start(job, () => {})));
      return jobs.length;
    },
    async settled() {
      await claiming;
      await Promise.all(running);
    },
  };
}

/** base, 2×base, 4×base … capped at max: the wait before attempt `attempts + 1`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}
