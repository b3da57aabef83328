import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { mailOutboxRepository } from './mailOutbox.ts';
import type { MailTransport } from './mailTransport.ts';

export interface MailWorker {
  /** Sends what is due now; answers how many messages it tried. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a send in progress to settle. */
  stop(): Promise<void>;
}

export interface MailWorkerDeps {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  /** How often the outbox is looked at. */
  intervalMs?: number;
  batchSize?: number;
}

const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_BATCH = 10;

/** Polls the outbox and sends what is due; start it once per server process. */
export function startMailWorker({
  db,
  transport,
  clock,
  logger,
  intervalMs = DEFAULT_INTERVAL_MS,
  batchSize = DEFAULT_BATCH,
}: MailWorkerDeps): MailWorker {
  const outbox = mailOutboxRepository(db);
  let running: Promise<number> | undefined;
  let stopped = false;

  const runOnce = async (): Promise<number> => {
    const claimed = await outbox.claimDue(clock.now(), batchSize);
    for (const mail of claimed) {
      try {
        await transport.send(mail);
        await outbox.markSent(mail.id, clock.now());
        logger.info({ mailId: mail.id, kind: mail.kind }, `Mail sent to ${transport.description}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await outbox.markAttemptFailed(mail, message, clock.now());
        logger.warn(
          { mailId: mail.id, kind: mail.kind, attempt: mail.attempts, err: message },
          'Mail not sent',
        );
      }
    }
    return claimed.length;
  };

  // One pass at a time: a pass still sending when the timer fires is not overlapped.
  const tick = () => {
    if (stopped || running) return;
    running = runOnce()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Mail worker pass failed');
        return 0;
      })
      .finally(() => {
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
      transport.close();
    },
  };
}
