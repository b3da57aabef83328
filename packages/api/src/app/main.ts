import { installSourceMappedStacks } from '@yardstick/engine/sourceMappedStacks';
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { DEFAULT_DEMO_SEED, prepareDemoRegionOnThread } from '@yardstick/engine';
import { pino } from 'pino';
import sharp from 'sharp';
import { createApp } from './app.ts';
import { createBlobStore } from '../platform/blobs/createBlobStore.ts';
import { systemClock } from '../platform/clock.ts';
import { exitWithError } from '../platform/commandErrors.ts';
import { inDataDirAsync } from '../platform/dataDirErrors.ts';
import { loadConfig, type Config } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import { moveBlobsOutOfDatabase } from '../platform/db/moveBlobsOutOfDatabase.ts';
import { openDatabase } from '../platform/db/openDatabase.ts';
import { keepNewFilesPrivate } from '../platform/privateFiles.ts';
import { demoSignInMessage } from './demo/demoSignInMessage.ts';
import { seedDemoOwner } from './demo/seedDemoOwner.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
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
import { createShutdown, listen } from './server.ts';
import { runWorkers } from './cluster.ts';

installSourceMappedStacks(import.meta.url);

/**
 * `pnpm start`: read config, open the database (migrating it), seed the demo, listen, stop
 * cleanly. With WORKERS above 1 (PostgreSQL only) this process prepares the database and the
 * demo, then runs that many server processes on the one port (node:cluster).
 */
async function main(): Promise<void> {
  keepNewFilesPrivate();
  // Every image we encode is new: libvips' operation cache would only hold memory.
  sharp.cache(false);
  const config = loadConfig(process.env);
  // The log's own stream, so start-up messages written beside it keep their order.
  const stdout = pino.destination({ dest: 1, sync: false });
  const logger = createLogger(config.logLevel, stdout);
  if (cluster.isWorker) {
    await serve(config, logger, await openDatabase(config.database, logger));
    return;
  }

  await prepareDemoRegion(config, logger);
  const database = await openDatabase(config.database, logger);
  logger.info({ db: database.kind, dataDir: config.dataDir }, 'Database ready');
  const demo = await prepareData(config, database, logger);
  if (config.workers > 1) {
    await database.close();
    await runWorkers({ count: config.workers, logger });
  } else {
    await serve(config, logger, database);
  }
  if (demo) {
    // Last, once the server listens: a start that fails never shows a password it made.
    // The password is known only when the owner was just created; only its hash is stored.
    // Written to the log's stream, so the frame follows the lines logged before it.
    stdout.write(
      `\n${demoSignInMessage(config.publicUrl, demo.created ? demo.password : undefined)}\n\n`,
    );
  }
}

/** What is done once per start, before any server process listens. */
async function prepareData(config: Config, database: Database, logger: Logger) {
  const blobs = createBlobStore(config.blobs);
  const moved = await moveBlobsOutOfDatabase(database.db, blobs);
  if (moved.mapImages + moved.logos > 0) {
    logger.info(
      { ...moved, store: blobs.kind },
      'Moved images from the database to the blob store',
    );
  }

  const demo = config.demo ? await seedDemoOwner(database.db) : undefined;
  return demo;
}

/**
 * The demo region lives in files under DATA_DIR, painted on a thread of its own on the first
 * start (a few seconds) and whenever its painter changed; every thread reads only the windows
 * it measures. Painting holds about 100 MB until the thread ends, so it runs before the
 * database opens: the two never add up in the server's peak memory.
 */
async function prepareDemoRegion(config: Config, logger: Logger): Promise<void> {
  const preparing = performance.now();
  const { generated } = await inDataDirAsync(resolve(config.dataDir), () =>
    prepareDemoRegionOnThread(config.providers.demoRegionDir, DEFAULT_DEMO_SEED),
  );
  logger.info(
    { generated, ms: Math.round(performance.now() - preparing) },
    generated ? 'Demo region generated' : 'Demo region found',
  );
}

/** One server process: the HTTP app, the job runner and the sweeps, until SIGTERM or SIGINT. */
async function serve(config: Config, logger: Logger, database: Database): Promise<void> {
  const blobs = createBlobStore(config.blobs);
  const engine = engineFromConfig(config, { logger });
  logger.info(engine.providerNames, 'Analysis providers ready');
  // Threads start on a homeowner's first call to an estimator (warmAnalysisThreads.ts).
  const app = createApp({
    config,
    database,
    logger,
    clock: systemClock,
    engine,
    blobs,
  });
  const server = await listen(app, config.port);
  logger.info(
    `Yardstick is listening on port ${config.port} (public URL ${config.publicUrl.origin})`,
  );

  const mailTransport = createMailTransport(config.mail);
  const jobs = { db: database.db, clock: systemClock, logger, publicUrl: config.publicUrl };
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
    logger,
  });
  logger.info(`Mail goes to ${mailTransport.description}`);
  const trialReminders = startTrialReminderSweep({
    db: database.db,
    clock: systemClock,
    publicUrl: config.publicUrl,
    logger,
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutdown().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => exitWithError(error, 'Yardstick could not start:'));
