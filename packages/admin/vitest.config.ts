import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'admin',
    environment: 'jsdom',
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
