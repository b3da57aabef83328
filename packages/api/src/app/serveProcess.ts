import sharp from 'sharp';
import { createApp } from './app.ts';
import { createBlobStore } from '../platform/blobs/createBlobStore.ts';
import { systemClock } from '../platform/clock.ts';
import type { Config } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import { openDatabase } from '../platform/db/openDatabase.ts';
import { createLogger, stdoutDestination, type Logger } from '../platform/logger.ts';
import { engineFromConfig } from '../platform/config/engineFromConfig.ts';
import { startJobRunner } from '../platform/jobs/jobRunner.ts';
import {
  testModeCancellations,
  testModePaymentRetries,
  testModeRenewalQueue,
} from '../modules/billing/index.ts';
import {
  createMailTransport,
  mailQueue,
  startTrialReminderSweep,
  webhookQueue,
} from '../modules/notifications/index.ts';
import { announceServing } from './cluster.ts';
import { createShutdown, listen } from './server.ts';
import type { StopSignals } from './stopSignals.ts';

/**
 * A server process under the supervisor, on the database it prepared. `logger` writes its start
 * and stop at once (main.ts): the supervisor follows the listening line with the sign-in frame.
 */
export async function serveProcess(
  config: Config,
  logger: Logger,
  signals: StopSignals,
): Promise<void> {
  // Every image we encode is new: libvips' operation cache would only hold memory.
  sharp.cache(false);
  // The supervisor holds the DATA_DIR lock for as long as it runs, and migrated the database.
  const database = await openDatabase(config.database, logger, {
    lockHeld: true,
    prepared: true,
  });
  await serve(config, logger, database, signals);
}

/**
 * One server process: the HTTP app, the job runner and the sweeps, until SIGTERM or SIGINT. A
 * signal that came while it started (heard since main.ts began) stops it as soon as it can.
 */
async function serve(
  config: Config,
  logger: Logger,
  database: Database,
  signals: StopSignals,
): Promise<void> {
  // Requests and jobs log on a stream written in the background (logger.ts).
  const traffic = createLogger(config.logLevel, stdoutDestination(false));
  const blobs = createBlobStore(config.blobs);
  const engine = engineFromConfig(config, { logger: traffic });
  logger.info(engine.providerNames, 'Analysis providers ready');
  // Threads start on a homeowner's first call to an estimator (warmAnalysisThreads.ts).
  const app = createApp({
    config,
    database,
    logger: traffic,
    clock: systemClock,
    engine,
    blobs,
  });
  const server = await listen(app, config.port);
  logger.info(
    `Yardstick is listening on port ${config.port} (public URL ${config.publicUrl.origin})`,
  );
  announceServing();

  const mailTransport = createMailTransport(config.mail);
  const jobs = {
    db: database.db,
    clock: systemClock,
    logger: traffic,
    publicUrl: config.publicUrl,
  };
  // One runner for the background queues: the mail outbox, the webhook deliveries and, without
  // Stripe keys, the test-mode renewals and their payment retries (Stripe does both itself).
  const jobRunner = startJobRunner({
    queues: [
      mailQueue({ ...jobs, transport: mailTransport }),
      webhookQueue({ ...jobs, development: config.env !== 'production' }),
      ...(config.stripe
        ? []
        : [testModeRenewalQueue(jobs), testModePaymentRetries(jobs), testModeCancellations(jobs)]),
    ],
    clock: systemClock,
    logger: traffic,
  });
  logger.info(`Mail goes to ${mailTransport.description}`);
  const trialReminders = startTrialReminderSweep({
    db: database.db,
    clock: systemClock,
    publicUrl: config.publicUrl,
    logger: traffic,
  });

  const shutdown = createShutdown({
    server,
    database,
    logger,
    stopWork: async () => {
      trialReminders.stop();
      await jobRunner.stop();
    },
    beforeClose: async () => {
      mailTransport.close();
      await engine.close();
    },
  });
  signals.onStop(() => {
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  });
}
