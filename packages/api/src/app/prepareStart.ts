import { resolve } from 'node:path';
import { DEFAULT_DEMO_SEED, prepareDemoRegionOnThread } from '@yardstick/engine';
import { createBlobStore } from '../platform/blobs/createBlobStore.ts';
import type { Config } from '../platform/config/config.ts';
import { inDataDirAsync } from '../platform/dataDirErrors.ts';
import type { Database } from '../platform/db/database.ts';
import { moveBlobsOutOfDatabase } from '../platform/db/moveBlobsOutOfDatabase.ts';
import { openDatabase } from '../platform/db/openDatabase.ts';
import type { Logger } from '../platform/logger.ts';
import { demoSignInMessage } from './demo/demoSignInMessage.ts';
import { seedDemoOwner } from './demo/seedDemoOwner.ts';
import type { PreparedMessage } from './supervise.ts';

/**
 * What is done once per start, before any server process listens, in a process of its own
 * that ends once done (its memory goes with it): the demo region, the database created and
 * migrated, images moved out of it, the demo owner. Tells the supervisor the demo sign-in.
 */
export async function prepareStart(config: Config, logger: Logger): Promise<void> {
  await prepareDemoRegion(config, logger);
  // The supervisor holds the DATA_DIR lock for the whole run.
  const database = await openDatabase(config.database, logger, { lockHeld: true });
  logger.info({ db: database.kind, dataDir: config.dataDir }, 'Database ready');
  const demo = await prepareData(config, database, logger);
  await database.close();
  const message: PreparedMessage = {
    type: 'prepared',
    // The password is known only when the owner was just created; only its hash is stored.
    signIn: demo
      ? demoSignInMessage(config.publicUrl, demo.created ? demo.password : undefined)
      : undefined,
  };
  await new Promise<void>((done, fail) =>
    process.send
      ? process.send(message, undefined, {}, (error) => (error ? fail(error) : done()))
      : fail(new Error('prepareStart.ts runs under the supervisor')),
  );
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
