/**
 * A stand-in for `pnpm start` that loads no app: the supervisor (cluster.ts) with short waits,
 * over a server process that listens on its first start, dies a moment later, and whose
 * replacements die before they listen. Run by cluster.process.test.ts.
 */
import cluster from 'node:cluster';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { announceServing, runWorkers } from '../app/cluster.ts';
import { restartPolicy } from '../app/restartPolicy.ts';
import { createLogger, stdoutDestination } from '../platform/logger.ts';

const startedOnce = process.env.STARTED_ONCE_FILE ?? '';
if (cluster.isPrimary) {
  await runWorkers({
    count: 1,
    // Written at once, as main.ts has the supervisor write its log.
    logger: createLogger('info', stdoutDestination(true)),
    policy: restartPolicy({
      healthyAfterMs: 60_000,
      firstBackoffMs: 10,
      maxBackoffMs: 50,
      maxFailedStarts: 3,
    }),
  });
} else if (existsSync(startedOnce)) {
  process.exit(1);
} else {
  writeFileSync(startedOnce, '');
  createServer((_req, res) => res.end()).listen(0, () => {
    announceServing();
    setTimeout(() => process.exit(1), 100);
  });
}
