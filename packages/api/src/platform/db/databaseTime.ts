import { sql, type SQL } from 'drizzle-orm';

/**
 * The database's clock `ms` milliseconds from now. Leases, due times and windows that several
 * servers compare are written and read on this one clock: each server's own clock may be off
 * by seconds or minutes, enough to claim a job early or while another server still holds it.
 */
export function databaseTimeIn(ms: number): SQL {
  return sql`now() + ${ms} * interval '1 millisecond'`;
}
