import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated PGlite per worker, shared by the files it runs: creating one costs seconds.
    isolate: false,
    // On a PostgreSQL run (TEST_DATABASE_URL), the migrated template each worker copies.
    globalSetup: ['src/testing/postgresGlobalSetup.ts'],
  },
});
