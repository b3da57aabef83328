import { afterAll, beforeAll } from 'vitest';
import {
  testModeCancellations,
  testModePaymentRetries,
  testModeRenewalQueue,
} from '../modules/billing/index.ts';
import type { Clock } from '../platform/clock.ts';
import { startJobRunner, type JobRunner } from '../platform/jobs/jobRunner.ts';
import { createLogger } from '../platform/logger.ts';
import type { TestApp } from './app.ts';

/**
 * Test mode's renewals, payment retries and cancellations on a runner of the file's own, for the test's
 * clock. The timer stays out of the way: `runDueJobs()` runs what is due until nothing is.
 */
export function useTestModeJobs(app: TestApp, clock: Clock): { runDueJobs(): Promise<void> } {
  let runner: JobRunner | undefined;
  beforeAll(() => {
    const jobs = { db: app.db, logger: createLogger('silent'), publicUrl: app.config.publicUrl };
    runner = startJobRunner({
      queues: [
        testModeRenewalQueue(jobs),
        testModePaymentRetries(jobs),
        testModeCancellations(jobs),
      ],
      clock,
      logger: createLogger('silent'),
      intervalMs: 3_600_000,
    });
  });
  afterAll(async () => {
    await runner?.stop();
  });
  return {
    async runDueJobs() {
      while (runner && (await runner.runOnce()) > 0);
    },
  };
}
