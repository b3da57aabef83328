import { defineProject } from 'vitest/config';

/** The classifier scored against ground truth: slow, and its own project so it can run alone. */
export default defineProject({
  test: {
    name: 'engine-accuracy',
    environment: 'node',
    include: ['src/accuracy/**/*.test.ts', 'src/**/*.accuracy.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // The files share one module graph, so a demo region painted and measured for one file is
    // there for the next instead of being painted again: a sixth less CPU.
    isolate: false,
  },
});
