import { eq, lt, sql } from 'drizzle-orm';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/database.ts';
import { insertedRow } from '../db/rows.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/** Expired counters are swept on about one increment in this many. */
const SWEEP_EVERY = 500;

/**
 * An express-rate-limit store whose counters live in the database, so every server sharing it
 * counts a client once. Each hit is one atomic upsert: a window that has ended starts again at
 * one, otherwise the count goes up. Windows follow the database's clock, the one all servers share.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  #windowMs = 60_000;
  #increments = 0;

  constructor(
    private readonly db: Db,
    /** Sets this limiter's counters apart from the other limiters' on the same table. */
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const ended = sql`${rateLimitCounters.resetAt} <= now()`;
    const nextReset = sql`now() + ${this.#windowMs} * interval '1 millisecond'`;
    const row = insertedRow(
      await this.db
        .insert(rateLimitCounters)
        .values({ key: this.#key(key), hits: 1, resetAt: nextReset })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt }),
      'rate_limit_counters',
    );
    if (++this.#increments % SWEEP_EVERY === 0) await this.#sweep();
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(eq(rateLimitCounters.key, this.#key(key)));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, this.#key(key)));
  }

  #key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  async #sweep(): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
  }
}
