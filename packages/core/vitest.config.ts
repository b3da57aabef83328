import { defineProject } from 'vitest/config';

export default defineProject({
  // Property tests run hundreds of cases under coverage: give them the other projects' time.
  test: { name: 'core', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 120_000 },
});
