import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { startJobRunner, type JobQueue, type JobRunner } from './jobRunner.ts';
import { until } from '../../testing/until.ts';
import { fullIds, shareOf } from './shares.ts';

interface FakeJob {
  id: string;
  owner: string;
  /** Resolves when the job is done; a job without `ms` runs until release(). */
  finished: Promise<void>;
}

/**
 * An in-memory queue that keeps to the claim contract (at most one job per owner a claim,
 * none of an owner whose share is full) and records the order jobs start and end in.
 */
function fakeQueue(
  jobs: { id: string; owner: string; ms?: number }[],
  { concurrency, ownerShare }: { concurrency: number; ownerShare: number },
) {
  const releases: (() => void)[] = [];
  const waiting: FakeJob[] = jobs.map(({ id, owner, ms }) => ({
    id,
    owner,
    finished: new Promise<void>((resolve) => {
      releases.push(resolve);
      if (ms !== undefined) setTimeout(resolve, ms);
    }),
  }));
  const started: string[] = [];
  const ended: string[] = [];
  const running = new Map<string, number>();
  let mostRunning = 0;
  let mostOfOneOwner = 0;
  const queue: JobQueue<FakeJob> = {
    name: 'fake',
    concurrency,
    leased: true,
    async claimDue(_now, limit, { full }) {
      const skip = new Set(fullIds(full, 'owner'));
      const claimed: FakeJob[] = [];
      for (const job of [...waiting]) {
        if (claimed.length >= limit) break;
        if (skip.has(job.owner) || claimed.some((other) => other.owner === job.owner)) continue;
        waiting.splice(waiting.indexOf(job), 1);
        claimed.push(job);
      }
      return claimed;
    },
    async run(job) {
      started.push(job.id);
      running.set(job.owner, (running.get(job.owner) ?? 0) + 1);
      mostOfOneOwner = Math.max(mostOfOneOwner, ...running.values());
      mostRunning = Math.max(mostRunning, started.length - ended.length);
      await job.finished;
      running.set(job.owner, (running.get(job.owner) ?? 1) - 1);
      ended.push(job.id);
    },
    sharesOf: (job) => [shareOf('owner', job.owner, ownerShare)],
  };
  return {
    queue,
    started,
    ended,
    most: () => ({ running: mostRunning, ofOneOwner: mostOfOneOwner }),
    /** Ends every job still running or waiting. */
    release: () => releases.forEach((release) => release()),
  };
}

let runner: JobRunner | undefined;
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});

const start = (queue: JobQueue<FakeJob>) =>
  startJobRunner({
    queues: [queue],
    clock: systemClock,
    logger: createLogger('silent'),
    intervalMs: 10,
  });

const quickJobs = (count: number, owner: (k: number) => string) =>
  Array.from({ length: count }, (_, k) => ({ id: `quick-${k}`, owner: owner(k), ms: 5 }));

describe('startJobRunner', () => {
  it('keeps its free slots busy while one job hangs: no pass waits for its slowest job', async () => {
    const fake = fakeQueue(
      [{ id: 'hanging', owner: 'slow' }, ...quickJobs(40, (k) => `owner-${k}`)],
      { concurrency: 4, ownerShare: 4 },
    );
    runner = start(fake.queue);
    try {
      await until(() => fake.ended.length === 40, 'the quick jobs end');
      expect(fake.started[0]).toBe('hanging');
      expect(fake.ended).not.toContain('hanging');
      expect(fake.most().running).toBe(4);
    } finally {
      fake.release();
    }
  });

  it("gives an owner whose jobs hang no more than its share: another owner's jobs all run", async () => {
    const hanging = Array.from({ length: 20 }, (_, k) => ({ id: `hanging-${k}`, owner: 'slow' }));
    const fake = fakeQueue([...hanging, ...quickJobs(10, () => 'quick')], {
      concurrency: 4,
      ownerShare: 2,
    });
    runner = start(fake.queue);
    try {
      await until(() => fake.ended.length === 10, "the other owner's jobs end");
      expect(fake.ended.every((id) => id.startsWith('quick-'))).toBe(true);
      expect(fake.started.filter((id) => id.startsWith('hanging-'))).toHaveLength(2);
      expect(fake.most().ofOneOwner).toBe(2);
    } finally {
      fake.release();
    }
  });

  it('runs a pass on demand and waits for it: runOnce answers how many jobs ran', async () => {
    const fake = fakeQueue(
      quickJobs(3, (k) => `owner-${k}`),
      { concurrency: 8, ownerShare: 1 },
    );
    runner = startJobRunner({
      queues: [fake.queue],
      clock: systemClock,
      logger: createLogger('silent'),
      intervalMs: 60 * 60 * 1000,
    });
    expect(await runner.runOnce()).toBe(3);
    expect(fake.ended).toHaveLength(3);
    expect(await runner.runOnce()).toBe(0);
  });

  it('claims a queue without leases once per look, so a job that never settles is not run in a loop', async () => {
    let runs = 0;
    // A job that fails without settling: every claim hands it back.
    const stuck: JobQueue<string> = {
      name: 'unleased',
      claimDue: async () => ['stuck'],
      run: async () => {
        runs += 1;
      },
    };
    runner = startJobRunner({
      queues: [stuck],
      clock: systemClock,
      logger: createLogger('silent'),
      intervalMs: 20,
    });
    await until(() => runs >= 2, 'two looks');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // About one run per 20 ms look; claimed again as each run ended, it would be thousands.
    expect(runs).toBeLessThanOrEqual(20);
  });
});
