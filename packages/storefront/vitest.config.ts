import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront',
    environment: 'jsdom',
    testTimeout: 120_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // The files of a worker share one module graph and jsdom: React, Testing Library and the
    // estimator are loaded once, not per file (each file cleans up after its tests).
    isolate: false,
  },
});
