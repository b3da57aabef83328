import { createProviders, providerOptionsFor } from '@yardstick/engine';
import sharp from 'sharp';
import { createApp } from './app.ts';
import { createBlobStore } from './blobs/createBlobStore.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirUnwritableError } from './dataDirErrors.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { moveBlobsOutOfDatabase } from './db/moveBlobsOutOfDatabase.ts';
import { openDatabase } from './db/openDatabase.ts';
import { DEMO_EMAIL, seedDemoOwner } from './demo/seedDemoOwner.ts';
import { createLogger } from './logger.ts';
import { createMailTransport } from './mail/mailTransport.ts';
import { startMailWorker } from './mail/mailWorker.ts';
import { startTrialReminderSweep } from './trialReminders/trialReminderSweep.ts';
import { createShutdown, listen } from './server.ts';

/** `pnpm start`: read config, open the database (migrating it), seed the demo, listen, stop cleanly. */
async function main(): Promise<void> {
  // Every image we encode is new: libvips' operation cache would only hold memory.
  sharp.cache(false);
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.database, (error) => {
    logger.warn({ err: error }, 'Lost a database connection; new requests will reconnect');
  });
  logger.info({ db: database.kind, dataDir: config.dataDir }, 'Database ready');
  const blobs = createBlobStore(config.blobs);
  const moved = await moveBlobsOutOfDatabase(database.db, blobs);
  if (moved.mapImages + moved.logos > 0) {
    logger.info(
      { ...moved, store: blobs.kind },
      'Moved images from the database to the blob store',
    );
  }

  if (config.demo) {
    const seeded = await seedDemoOwner(database.db, systemClock.now());
    if (seeded.created) {
      // The only time this password is shown; only its hash is stored.
      logger.info(
        `Demo owner created. Sign in as ${DEMO_EMAIL} with password ${seeded.password} (shown only this once).`,
      );
    }
  }

  // PROVIDERS=real adds the real providers behind the demo region (see .env.example).
  const providers = createProviders(
    providerOptionsFor({
      ...config.providers,
      mapboxToken: config.mapboxToken,
      regridToken: config.regridToken,
      gemini: config.gemini,
    }),
    { logger },
  );
  logger.info(
    {
      geocoder: providers.geocoder.name,
      parcels: providers.parcels.name,
      imagery: providers.imagery.name,
      vision: providers.vision.name,
    },
    'Analysis providers ready',
  );

  const app = createApp({ config, database, logger, clock: systemClock, providers, blobs });
  const server = await listen(app, config.port);
  logger.info(
    `Yardstick is listening on port ${config.port} (public URL ${config.publicUrl.origin})`,
  );

  const mailTransport = createMailTransport(config.mail);
  const mailWorker = startMailWorker({
    db: database.db,
    transport: mailTransport,
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
    beforeClose: async () => {
      trialReminders.stop();
      await mailWorker.stop();
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

main().catch((error: unknown) => {
  // Configuration and lock problems are the user's to fix: say what, without a stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirUnwritableError
  ) {
    console.error(error.message);
  } else {
    console.error('Yardstick could not start:', error);
  }
  process.exit(1);
});
