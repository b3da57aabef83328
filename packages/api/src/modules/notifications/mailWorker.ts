import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { fullIds, shareOf } from '../../platform/jobs/shares.ts';
import { startJobRunner, type JobQueue, type JobRunner } from '../../platform/jobs/jobRunner.ts';
import type { Logger } from '../../platform/logger.ts';
import { mailOutboxRepository, type OutboxMail } from './mailOutboxRepository.ts';
import type { MailTransport } from './mailTransport.ts';

/** Messages sent at once by one server: the SMTP server's wait is the mail's, not the CPU's. */
const MAIL_CONCURRENCY = 8;
/** One owner's part of those slots: a burst of one owner's mail leaves room for the others'. */
const MAIL_OWNER_SHARE = 4;

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
    concurrency: MAIL_CONCURRENCY,
    leased: true,
    // Due times and leases follow the database's clock, not this server's.
    claimDue: (_now, limit, { full }) =>
      outbox.claimDue(limit, { perOwner: 1, skipOwners: fullIds(full, 'owner') }),
    sharesOf: (mail) => (mail.ownerId ? [shareOf('owner', mail.ownerId, MAIL_OWNER_SHARE)] : []),
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
}

/** The mail queue on a runner of its own (tests); the server runs it beside the webhooks. */
export function startMailWorker({ intervalMs, ...deps }: MailWorkerDeps): JobRunner {
  const runner = startJobRunner({
    queues: [mailQueue(deps)],
    clock: deps.clock,
    logger: deps.logger,
    intervalMs,
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
