import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'widget',
    environment: 'jsdom',
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
