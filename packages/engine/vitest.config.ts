import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'engine',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The accuracy runs score whole demo regions: they have their own project (and so do
    // checks beside other code that measure a whole region, named *.accuracy.test.ts). Built on
    // Vitest's defaults, so a run's own --exclude (the fast tier's) applies here too.
    exclude: [...configDefaults.exclude, 'src/accuracy/**', '**/*.accuracy.test.ts'],
    // Room for a machine loaded many times over (a hang still fails): no test judges time. Hooks
    // too: measureImage.test.ts exports a painted demo region in its beforeAll, past Vitest's
    // 10 s default on a loaded machine.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // The files of a worker share one module graph, so the demo region a file paints (several
    // seconds) is there for the next file instead of being painted again.
    isolate: false,
  },
});
