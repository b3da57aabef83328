import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { startJobRunner, type JobQueue, type JobRunner } from '../../platform/jobs/jobRunner.ts';
import type { Logger } from '../../platform/logger.ts';
import { mailOutboxRepository, type OutboxMail } from './mailOutboxRepository.ts';
import type { MailTransport } from './mailTransport.ts';

/** The mail outbox as a job queue: each job is one message, sent over the transport. */
export function mailQueue({
  db,
  transport,
  clock,
  logger,
}: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
}): JobQueue<OutboxMail> {
  const outbox = mailOutboxRepository(db);
  return {
    name: 'mail',
    // Due times and leases follow the database's clock, not this server's.
    claimDue: (_now, limit) => outbox.claimDue(limit),
    async run(mail) {
      try {
        await transport.send(mail);
        await outbox.markSent(mail.id, clock.now());
        logger.info({ mailId: mail.id, kind: mail.kind }, `Mail sent to ${transport.description}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await outbox.markAttemptFailed(mail, message);
        logger.warn(
          { mailId: mail.id, kind: mail.kind, attempt: mail.attempts, err: message },
          'Mail not sent',
        );
      }
    },
  };
}

export interface MailWorkerDeps {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
}

/** The mail queue on a runner of its own (tests); the server runs it beside the webhooks. */
export function startMailWorker({ intervalMs, batchSize, ...deps }: MailWorkerDeps): JobRunner {
  const runner = startJobRunner({
    queues: [mailQueue(deps)],
    clock: deps.clock,
    logger: deps.logger,
    intervalMs,
    batchSize,
  });
  return {
    runOnce: runner.runOnce,
    async stop() {
      await runner.stop();
      deps.transport.close();
    },
  };
}

export type MailWorker = JobRunner;
