import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Room for a machine loaded many times over (a hang still fails): no test judges time.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // One migrated PGlite per worker, shared by the files it runs: creating one costs seconds.
    isolate: false,
    // On a PostgreSQL run (TEST_DATABASE_URL), the migrated template each worker copies.
    globalSetup: ['src/testing/postgresGlobalSetup.ts'],
    // A test that times out prints what its worker was waiting on.
    setupFiles: ['src/testing/timeoutReport.ts'],
  },
});
