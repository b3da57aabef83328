import { once } from 'node:events';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from './database.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { openPgliteDatabase } from './pglite.ts';
import { PgliteThreadClient, startPgliteWorker } from './pgliteThreadClient.ts';
import { mapImages } from './schema/index.ts';
import { preparedDataDir } from '../../testing/preparedDataDir.ts';

// Created and migrated already (`prepared`: no child process checks it again): what is under
// test is the thread, not the first start.
const dataDir = await preparedDataDir('yardstick-thread-');
let database: Database;

// Both drivers answer a raw query with its rows under `rows`.
const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });
const counterSchema = z.object({ rows: z.array(z.object({ n: z.number() })).length(1) });

const rowsOf = async (query: ReturnType<typeof sql>) =>
  rowsSchema.parse(await database.db.execute(query)).rows;

beforeAll(async () => {
  database = await openPgliteDatabase(dataDir, { prepared: true });
  await database.db.execute(sql`create table thread_test (name text primary key, n int not null)`);
});

afterAll(async () => {
  await database.close();
});

describe('the embedded database on its own thread', () => {
  it('answers queries with parameters, bytes and timestamps as Drizzle expects them', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 0, 255]);
    await database.db.insert(mapImages).values({ sha256: 'thread-test', png: Buffer.from(png) });
    const [row] = await database.db
      .select()
      .from(mapImages)
      .where(eq(mapImages.sha256, 'thread-test'));
    expect(new Uint8Array(row!.png)).toEqual(png);
    const [now] = await rowsOf(sql`select now()::timestamptz as at, ${41}::int + 1 as answer`);
    expect(now).toMatchObject({ answer: 42 });
    // Drizzle asks for timestamps as text and parses them itself.
    expect(typeof now!.at).toBe('string');
  });

  it('rolls a transaction back when its callback fails, with the error as PostgreSQL gave it', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_test values ('rolled back', 1)`);
      await tx.execute(sql`insert into thread_test values ('rolled back', 2)`);
    });
    await expect(failing).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await rowsOf(sql`select * from thread_test where name = 'rolled back'`)).toEqual([]);
  });

  it('runs concurrent transactions one after the other', async () => {
    await database.db.execute(sql`insert into thread_test values ('counter', 0)`);
    // Each reads, waits, then writes: interleaved, increments would be lost.
    const increment = () =>
      database.db.transaction(async (tx) => {
        const { rows } = counterSchema.parse(
          await tx.execute(sql`select n from thread_test where name = 'counter'`),
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.execute(sql`update thread_test set n = ${rows[0]!.n + 1} where name = 'counter'`);
      });
    await Promise.all([increment(), increment(), increment(), database.ping()]);
    expect(await rowsOf(sql`select n from thread_test where name = 'counter'`)).toEqual([{ n: 3 }]);
  });

  it('delivers NOTIFY to listeners on the main thread', async () => {
    const heard: string[] = [];
    await database.listen('thread_test', { onMessage: (payload) => heard.push(payload) });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('thread_test', 'after commit')`);
    });
    await expect.poll(() => heard).toEqual(['after commit']);
  });
});

describe('the database thread stopping', () => {
  const pgDir = join(dataDir, 'pglite');

  it('closes with the database: later calls are refused and the directory can be opened again', async () => {
    await database.close();
    await expect(database.ping()).rejects.toThrow('The database is closed');
    database = await openPgliteDatabase(dataDir, { prepared: true });
    expect(await rowsOf(sql`select n from thread_test where name = 'counter'`)).toEqual([{ n: 3 }]);
    await database.close();
  });

  it('ends its thread on close', async () => {
    const worker = startPgliteWorker({ pgDir });
    const client = new PgliteThreadClient(worker);
    await client.ready;
    const exited = once(worker, 'exit');
    await client.close();
    await exited;
  });

  it('refuses waiting and later calls as unavailable when the thread dies', async () => {
    const worker = startPgliteWorker({ pgDir });
    const client = new PgliteThreadClient(worker);
    await client.ready;
    const waiting = client.query('select pg_sleep(5)');
    await worker.terminate();
    const refusals = await Promise.allSettled([waiting, client.query('select 1')]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe('rejected');
      expect(isDatabaseUnavailable((refusal as PromiseRejectedResult).reason)).toBe(true);
    }
  });
});
