import pg from 'pg';

/** CI names its PostgreSQL in POSTGRES_TEST_URL; without it the local one is tried. */
export const POSTGRES_TEST_URL =
  process.env.POSTGRES_TEST_URL ?? 'postgres://postgres:yardstick@127.0.0.1:5432/postgres';

export async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
