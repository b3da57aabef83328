import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'packages/engine/vitest.accuracy.config.ts'],
    passWithNoTests: true,
    // Transformed modules are kept in node_modules/.experimental-vitest-cache between runs and
    // between the suite's Vitest processes (unit, process, PostgreSQL and accuracy steps).
    experimental: { fsModuleCache: true },
    globalSetup: ['./vitest.scratch.ts'],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
