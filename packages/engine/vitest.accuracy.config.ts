import { defineProject } from 'vitest/config';

/** The classifier scored against ground truth: slow, and its own project so it can run alone. */
export default defineProject({
  test: {
    name: 'engine-accuracy',
    environment: 'node',
    include: ['src/accuracy/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
