import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/database.ts';
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

  it('finds every migration applied', async () => {
    expect(await new DatabaseHealth(database).migrated()).toBe(true);
  });
});
