import { testDatabaseUrl } from '../platform/config/config.ts';
import { createTemplateDatabase, dropTestDatabases } from './postgresDatabases.ts';

/**
 * Vitest global setup of the API project: on a PostgreSQL run (TEST_DATABASE_URL), the
 * migrated template the workers copy, dropped with their copies once the run ends.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = testDatabaseUrl(process.env);
  if (!url) return undefined;
  await createTemplateDatabase(url);
  return () => dropTestDatabases(url);
}
