import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from './e2e-support/browser.ts';
import { BUILDS, isStale } from './scripts/buildChanged.mjs';

/** The app under test: one server on its own port and a throw-away data directory. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** Third-party pages (examples/) are served from this other origin. */
export const E2E_EXAMPLES_PORT = E2E_PORT + 1;

/**
 * The server under test: the compiled build, started as `pnpm start` starts it, when it was
 * built from the sources as they are (`pnpm test` builds first); else the sources through tsx.
 * Only the run's main process starts it: the workers, which load this file too, skip the check.
 */
function serverCommand(): string {
  const api = BUILDS.find((build) => build.name === '@yardstick/api');
  const compiled = process.env.TEST_WORKER_INDEX === undefined && api && !isStale(api);
  return compiled
    ? 'sh packages/api/bin/start.sh'
    : 'pnpm --filter @yardstick/api exec tsx src/app/main.ts';
}

const givenDataDir = process.env.E2E_DATA_DIR;
const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'yardstick-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// A data directory made here goes when the run ends; one given by E2E_DATA_DIR stays.
if (!givenDataDir) process.env.E2E_REMOVE_DATA_DIR = '1';

export default defineConfig({
  testMatch: '**/e2e/**/*.spec.ts',
  globalTeardown: './e2e-support/removeDataDir.ts',
  // Spec files run three at a time against the one server: every spec makes its own owners, and
  // the tests inside a file keep their order. A test spends most of its time waiting on pages
  // and the server (the suite uses about half a core), so a third worker shortens the run even
  // on two cores. E2E_WORKERS=1 runs them one by one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // Tests tagged @gallery only take pictures for a person to look over: `pnpm shots` runs them.
  grepInvert: process.env.E2E_GALLERY === '1' ? undefined : /@gallery/,
  retries: 0,
  // Room for a machine loaded several times over (a hang still fails): no test judges time.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // JavaScript in V8's interpreter alone: a test's pages live seconds, too short for the
        // optimising compilers to pay for themselves. On 34 tests of four suites the machine
        // spent 155 core-seconds instead of 185, and the tests took less time too.
        '--js-flags=--max-opt=0',
        // The compositor in the browser process rather than a GPU process of its own: the
        // whole suite spent 365 and 376 core-seconds instead of 381 and 393 (interleaved runs).
        // No --disable-features here: Chromium keeps the last one given, and Playwright's own
        // list (storage partitioning, HTTPS upgrades, …) would be switched back on.
        '--in-process-gpu',
      ],
    },
    // The visitor asks for reduced motion, which every front end honours (spinners, shimmer and
    // toasts stand still): a page waiting on an analysis then paints no frames. The whole suite
    // spent 327 core-seconds instead of 384 and 386.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: serverCommand(),
      url: `http://localhost:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        PUBLIC_URL: `http://localhost:${E2E_PORT}`,
        DATA_DIR: dataDir,
        DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Every spec registers its own owners against this one server; the default of 20
        // sign-ups/sign-ins per 15 minutes per IP would fail a full run (admin + widget +
        // storefront specs). The limiter itself is covered by the API's own tests.
        RATE_LIMIT_AUTH_MAX: '500',
        // Every test signs in: a cheap password hash spares a tenth of a CPU second each time.
        // The API's own tests check the production cost.
        PASSWORD_HASH_COST: '10',
        // The same goes for the daily analysis limits per visitor IP (all specs come from one
        // address); the API's own tests cover them.
        DEMO_ANALYSES_PER_IP_PER_DAY: '100000',
        PUBLIC_ANALYSES_PER_IP_PER_DAY: '100000',
        // And for the per-IP request limits of 15 minutes: a full run sends about 6,000
        // requests from 127.0.0.1 in as many minutes. rateLimits.test.ts covers them.
        RATE_LIMIT_API_MAX: '1000000',
        RATE_LIMIT_API_KEY_MAX: '1000000',
      },
    },
    {
      command: `node scripts/serveStatic.mjs examples ${E2E_EXAMPLES_PORT} http://localhost:${E2E_PORT}`,
      url: `http://127.0.0.1:${E2E_EXAMPLES_PORT}/script-tag.html`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
