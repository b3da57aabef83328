import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import type { Database } from './database.ts';
import { DatabaseHealth, RECENT_FAILURE_MS } from './databaseHealth.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});

describe('DatabaseHealth', () => {
  it('is down while requests meet the database unavailable, and up once they stop', async () => {
    let now = 1_000;
    const health = new DatabaseHealth(database, () => now);
    expect((await health.state()).up).toBe(true);

    health.noteUnavailable();
    now += RECENT_FAILURE_MS - 1;
    expect((await health.state()).up).toBe(false);

    now += 1;
    expect((await health.state()).up).toBe(true);
  });

  it('answers a flood of concurrent polls with one ping, and the next poll with a fresh one', async () => {
    let pings = 0;
    let up = true;
    const counted = {
      db: database.db,
      ping: () => {
        pings += 1;
        return up ? database.ping() : Promise.reject(new Error('connection refused'));
      },
    };
    const health = new DatabaseHealth(counted);
    const answers = await Promise.all(Array.from({ length: 50 }, () => health.state()));
    expect(answers.every((state) => state.up)).toBe(true);
    expect(pings).toBe(1);

    // The database stops right after a good answer: the next poll says so.
    up = false;
    expect((await health.state()).up).toBe(false);
    expect(pings).toBe(2);
  });

  it('finds every migration applied', async () => {
    expect(await new DatabaseHealth(database).migrated()).toBe(true);
  });
});
