// Runs the API suite a second time against a real PostgreSQL server, when one is given.
// The first run (pnpm test:unit) uses embedded PGlite; CI sets POSTGRES_TEST_URL (see .ci/run).
import { spawnSync } from 'node:child_process';

const url = process.env.POSTGRES_TEST_URL;
if (!url) {
  console.log(
    'PostgreSQL suite skipped: set POSTGRES_TEST_URL=postgres://… to run the API tests on a real server.',
  );
  process.exit(0);
}
// *.process.test.ts start the server as its own process on a database of their own (embedded,
// or a throw-away PostgreSQL), whatever TEST_DATABASE_URL says: the first run covers them.
// Each worker runs on its own copy of a migrated template (packages/api/src/testing/
// postgresDatabases.ts), so the files of one never see the jobs of another's.
// The embedded database's own tests (its thread, and migrations replayed on a PGlite of their
// own) open PGlite whatever the URL says: the first run covers them too.
const EMBEDDED_ONLY = ['**/platform/db/pglite*.test.ts', '**/platform/db/*Migration*.test.ts'];
// Tests no database takes part in (what validating a hostile request costs, password hashing
// and tokens, logo images): the first run is enough.
const NO_DATABASE = [
  '**/platform/http/*Timing.test.ts',
  '**/platform/auth/*.test.ts',
  '**/storefronts/{processLogo,svgExpansion}.test.ts',
];
const args = [
  'exec',
  'vitest',
  'run',
  '--project',
  'api',
  ...['**/*.process.test.ts', ...EMBEDDED_ONLY, ...NO_DATABASE].flatMap((glob) => [
    '--exclude',
    glob,
  ]),
];
const run = spawnSync('pnpm', args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
