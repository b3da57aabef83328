import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';

/** A request that met the database unavailable this recently says it is down, whatever a ping says. */
export const RECENT_FAILURE_MS = 3_000;
/** A ping that takes longer is a database that does not answer. */
export const PING_TIMEOUT_MS = 2_000;

export interface DatabaseState {
  up: boolean;
  /** Why it is down, for the log. */
  error?: unknown;
}

/**
 * What the health answers say of the database. A ping alone only catches a server that cannot
 * be reached: in a failover the database may still answer `select 1` while it refuses every
 * write, and every such refusal is a 503 to a user. So the requests themselves report the
 * outages they meet, and the database counts as down while they keep meeting them.
 */
export class DatabaseHealth {
  #lastFailure = Number.NEGATIVE_INFINITY;
  /**
   * Callers share a ping under way, so a flood of health polls costs the database one query at
   * a time. A settled answer is not reused: a database that just stopped must read as down.
   */
  #ping: Promise<DatabaseState> | undefined;

  constructor(
    private readonly database: Pick<Database, 'ping' | 'db'>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A query failed because the database was unavailable (errorHandler calls this). */
  noteUnavailable(): void {
    this.#lastFailure = this.now();
  }

  async state(): Promise<DatabaseState> {
    if (this.now() - this.#lastFailure < RECENT_FAILURE_MS)
      return { up: false, error: new Error('Requests met the database unavailable just now') };
    if (this.#ping) return this.#ping;
    const ping = withTimeout(this.database.ping(), PING_TIMEOUT_MS).then(
      (): DatabaseState => ({ up: true }),
      (error: unknown): DatabaseState => ({ up: false, error }),
    );
    this.#ping = ping;
    void ping.then(() => {
      if (this.#ping === ping) this.#ping = undefined;
    });
    return ping;
  }

  /** Every migration this server knows of is applied (a database restored from an older backup is not). */
  async migrated(): Promise<boolean> {
    const result = await this.database.db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    const [row] = countResultSchema.parse(result).rows;
    return (row?.applied ?? 0) >= knownMigrations();
  }
}

// Both drivers answer a raw query with its rows under `rows`.
const countResultSchema = z.object({ rows: z.array(z.object({ applied: z.number() })) });

let known: number | undefined;
function knownMigrations(): number {
  known ??= (
    JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return known;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
