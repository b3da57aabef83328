import { fileURLToPath } from 'node:url';

/**
 * The demo region the test suites' engines read, as a server reads its own in DATA_DIR:
 * painted once into the workspace's test cache by the engine's own store and kept between runs
 * (the folder name carries the painter's version), rather than by every worker, analysis
 * thread and run (about 2 CPU s each). The store writes a region beside its folder and renames
 * it into place, so workers that paint it at once never read half of one.
 */
export const TEST_DEMO_REGION_DIR = fileURLToPath(
  new URL('../../../../node_modules/.cache/test-demo-region', import.meta.url),
);
