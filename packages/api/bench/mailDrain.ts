/**
 * How fast one server process works through a backlog of mail: 1,000 messages of 20 owners
 * queued before it starts, sent to a local SMTP server (smtp-server, which only counts them).
 * The figure is the seconds from the first message's arrival to the last, the median of a few
 * runs, on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { median } from '@yardstick/core/verifiedAccuracy';
import { SMTPServer } from 'smtp-server';
import { ownerRepository } from '../src/modules/accounts/index.ts';
import { mailOutboxRepository } from '../src/modules/notifications/mailOutboxRepository.ts';
import { openDatabase, type DatabaseConfig } from '../src/platform/db/openDatabase.ts';
import { startBenchServer } from './httpAnalysis.ts';
import { onFreshDatabase } from './workers.ts';

const MAILS = 1_000;
const OWNERS = 20;
const RUNS = 3;
/** A drain slower than this is a failure of the bench, not a figure. */
const GIVE_UP_MS = 5 * 60_000;

export interface MailDrainBench {
  mails: number;
  owners: number;
  runs: number;
  /** Median seconds from the first message's arrival to the last. */
  pgliteSeconds: number;
  postgresSeconds?: number;
}

/** An SMTP server that reads each message to its end and notes when it arrived. */
async function startCountingSmtpServer() {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        arrivals.push(performance.now());
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Queues the backlog: MAILS messages spread over OWNERS new owners. */
async function queueMail(config: DatabaseConfig): Promise<void> {
  const database = await openDatabase(config);
  try {
    const owners = ownerRepository(database.db);
    const ids: string[] = [];
    for (let k = 0; k < OWNERS; k += 1) {
      const owner = await owners.create({
        email: `bench-${randomUUID()}@example.com`,
        passwordHash: 'not-a-password',
        companyName: `Bench Lawns ${k}`,
      });
      ids.push(owner.id);
    }
    await mailOutboxRepository(database.db).enqueueAll(
      Array.from({ length: MAILS }, (_, k) => ({
        kind: 'quote.accepted.owner',
        ownerId: ids[k % OWNERS] ?? null,
        fromName: `Bench Lawns ${k % OWNERS}`,
        to: `homeowner-${k}@example.com`,
        subject: `Quote accepted: ${k} Elm Street`,
        text: 'A homeowner accepted your quote.',
        html: '<p>A homeowner accepted your quote.</p>',
      })),
    );
  } finally {
    await database.close();
  }
}

async function drainSeconds(
  env: Record<string, string>,
  prepare: (dataDir: string) => Promise<void>,
): Promise<number> {
  const smtp = await startCountingSmtpServer();
  try {
    const server = await startBenchServer({ ...env, DEMO: 'false', SMTP_URL: smtp.url }, prepare);
    try {
      const deadline = performance.now() + GIVE_UP_MS;
      while (smtp.arrivals.length < MAILS) {
        if (performance.now() > deadline)
          throw new Error(`Only ${smtp.arrivals.length} of ${MAILS} messages arrived in time`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await server.stop();
    }
    const first = smtp.arrivals[0] ?? 0;
    const last = smtp.arrivals[MAILS - 1] ?? 0;
    return Math.round((last - first) / 100) / 10;
  } finally {
    await smtp.close();
  }
}

async function medianOfRuns(run: () => Promise<number>): Promise<number> {
  const seconds: number[] = [];
  for (let k = 0; k < RUNS; k += 1) seconds.push(await run());
  return median(seconds);
}

export async function benchMailDrain(postgresServerUrl?: string): Promise<MailDrainBench> {
  const pgliteSeconds = await medianOfRuns(() =>
    drainSeconds({}, (dataDir) => queueMail({ kind: 'pglite', dataDir })),
  );
  const postgresSeconds = postgresServerUrl
    ? await medianOfRuns(() =>
        onFreshDatabase(postgresServerUrl, (url) =>
          drainSeconds({ DATABASE_URL: url }, () => queueMail({ kind: 'postgres', url })),
        ),
      )
    : undefined;
  return { mails: MAILS, owners: OWNERS, runs: RUNS, pgliteSeconds, postgresSeconds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchMailDrain(process.env.BENCH_DATABASE_URL);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
