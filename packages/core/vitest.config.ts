import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Property tests run hundreds of cases under coverage: give them the other projects' time.
    testTimeout: 120_000,
    // Pure functions with no state between files: a worker's files share one module graph
    // instead of loading zod and the schemas again for each of 50 files.
    isolate: false,
  },
});
