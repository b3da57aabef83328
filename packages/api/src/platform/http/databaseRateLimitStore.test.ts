import { randomUUID } from 'node:crypto';
import type { Options } from 'express-rate-limit';
import { like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index.ts';
import type { Db } from '../db/database.ts';
import { testDatabase } from '../../testing/database.ts';
import { DatabaseRateLimitStore } from './databaseRateLimitStore.ts';

let db: Db;
beforeAll(async () => {
  db = (await testDatabase()).db;
});

/** A store as express-rate-limit sets it up: what it reads of the options is the window. */
function store(prefix: string, windowMs = 60_000): DatabaseRateLimitStore {
  const made = new DatabaseRateLimitStore(db, prefix);
  made.init({ windowMs } as Options);
  return made;
}

describe('DatabaseRateLimitStore', () => {
  it('counts one client once across two stores sharing the database, as two servers do', async () => {
    const prefix = randomUUID();
    const first = store(prefix);
    const second = store(prefix);
    expect((await first.increment('203.0.113.7')).totalHits).toBe(1);
    expect((await second.increment('203.0.113.7')).totalHits).toBe(2);
    const third = await first.increment('203.0.113.7');
    expect(third.totalHits).toBe(3);
    expect(third.resetTime!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Another client, and another limiter, have counts of their own.
    expect((await second.increment('198.51.100.1')).totalHits).toBe(1);
    expect((await store(randomUUID()).increment('203.0.113.7')).totalHits).toBe(1);
  });

  it('starts a new window at one once the last has ended', async () => {
    // A second long: two hits in a row stay in one window even on a loaded machine.
    const limiter = store(randomUUID(), 1000);
    const { resetTime } = await limiter.increment('client');
    expect((await limiter.increment('client')).totalHits).toBe(2);
    const ended = (resetTime?.getTime() ?? 0) - Date.now() + 50;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ended)));
    expect((await limiter.increment('client')).totalHits).toBe(1);
  });

  it('takes a hit back and forgets a client', async () => {
    const limiter = store(randomUUID());
    await limiter.increment('client');
    await limiter.increment('client');
    await limiter.decrement('client');
    expect((await limiter.increment('client')).totalHits).toBe(2);
    await limiter.resetKey('client');
    expect((await limiter.increment('client')).totalHits).toBe(1);
  });

  it('counts every hit of many at once', async () => {
    const limiter = store(randomUUID());
    const counts = await Promise.all(Array.from({ length: 20 }, () => limiter.increment('client')));
    expect(counts.map((count) => count.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('stores a 12 KB client key as a short digest and still counts it', async () => {
    const prefix = randomUUID();
    const limiter = store(prefix);
    const huge = `ys_pk_${'x'.repeat(12_000)}`;
    await limiter.increment(huge);
    expect((await limiter.increment(huge)).totalHits).toBe(2);
    expect((await limiter.increment(`${huge}y`)).totalHits).toBe(1);
    const rows = await db
      .select({ length: sql<number>`length(${rateLimitCounters.key})` })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `${prefix}:%`));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(Number(row.length)).toBeLessThan(200);
  });
});
