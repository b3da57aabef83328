import { createHash } from 'node:crypto';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/database.ts';
import { rateLimitCounterRepository } from '../db/rateLimitCounters.ts';

/**
 * Longer client keys are stored as their digest: a key is a primary key of an indexed table,
 * and the row must stay small whatever a limiter was handed.
 */
export const MAX_STORED_KEY_LENGTH = 128;

/** Expired counters are swept on about one increment in this many. */
const SWEEP_EVERY = 500;

/**
 * An express-rate-limit store whose counters live in the database, so every server sharing it
 * counts a client once (platform/db/rateLimitCounters.ts keeps the counts).
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  #windowMs = 60_000;
  #increments = 0;

  readonly #counters: ReturnType<typeof rateLimitCounterRepository>;

  constructor(
    db: Db,
    /** Sets this limiter's counters apart from the other limiters' on the same table. */
    readonly prefix: string,
  ) {
    this.#counters = rateLimitCounterRepository(db);
  }

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const row = await this.#counters.increment(this.#key(key), this.#windowMs);
    if (++this.#increments % SWEEP_EVERY === 0) await this.#counters.sweep();
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.#counters.decrement(this.#key(key));
  }

  async resetKey(key: string): Promise<void> {
    await this.#counters.reset(this.#key(key));
  }

  #key(key: string): string {
    const bounded =
      key.length <= MAX_STORED_KEY_LENGTH
        ? key
        : `sha256:${createHash('sha256').update(key).digest('base64url')}`;
    return `${this.prefix}:${bounded}`;
  }
}
