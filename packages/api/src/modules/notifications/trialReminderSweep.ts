import { isDatabaseUnavailable } from '../../platform/db/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Logger } from '../../platform/logger.ts';
import { remindEndingTrials } from './sendTrialReminders.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Every hour, e-mails the owners whose trial ends within 3 days and who have not been told,
 * so an owner who does not visit is warned too. Start it once per server process.
 */
export function startTrialReminderSweep({
  db,
  clock,
  publicUrl,
  logger,
  intervalMs = HOUR_MS,
}: {
  db: Db;
  clock: Clock;
  publicUrl: URL;
  logger: Logger;
  intervalMs?: number;
}): { stop(): void } {
  const sweep = () => {
    remindEndingTrials(db, clock.now(), publicUrl).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) logger.debug('Trial reminders wait for the database');
      else logger.error({ err: error }, 'Trial reminder sweep failed');
    });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  sweep();
  return { stop: () => clearInterval(timer) };
}
