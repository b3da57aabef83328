// A test that times out says only that it did. This one prints what the worker was waiting on
// at that moment, so a hang that cannot be reproduced names its cause when it happens: the
// pending handles and requests of Node's event loop (file system and DNS requests queue on
// libuv's four threads) and whether this worker's shared database still answers (a
// transaction left open by an earlier file would hold every later query).
import { afterEach } from 'vitest';
import { testDatabase } from './database.ts';

const PROBE_MS = 5_000;

function tally(resources: string[]): string {
  const counts = new Map<string, number>();
  for (const name of resources) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${name} × ${count}`).join(', ');
}

async function databaseAnswers(): Promise<string> {
  const probe = testDatabase().then(async (database) => {
    await database.ping();
    return 'answers';
  });
  const late = new Promise<string>((resolve) => {
    setTimeout(() => resolve(`does not answer within ${PROBE_MS / 1000} s`), PROBE_MS).unref();
  });
  return Promise.race([probe, late]).catch((error: unknown) => `fails: ${String(error)}`);
}

afterEach(async ({ task }) => {
  const timedOut = task.result?.errors?.some((error) => /timed out/i.test(error.message ?? ''));
  if (!timedOut) return;
  const waiting = tally(process.getActiveResourcesInfo());
  console.error(
    `${task.name} timed out. Pending in this worker: ${waiting || 'nothing'}; ` +
      `its test database ${await databaseAnswers()}.`,
  );
}, 10_000);
