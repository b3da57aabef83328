import { fileURLToPath } from 'node:url';
import { DEFAULT_DEMO_SEED, listDemoAddresses } from '@yardstick/engine';

/**
 * The demo region the tests' engines read, as a server reads its own in DATA_DIR: painted once
 * into the test cache and kept between runs, rather than by every worker, analysis thread and
 * run (about 1.5 CPU s each). The engine writes a region beside its folder and renames it into
 * place, so workers that paint it at once never read half of one.
 */
export const TEST_DEMO_REGION_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/test-db/demo-region', import.meta.url),
);

/** The providers' options of an engine on that region. */
export const testProviderOptions = { demoRegionDir: TEST_DEMO_REGION_DIR };

/** The demo region's addresses, read from it. */
export function demoAddressList(): ReturnType<typeof listDemoAddresses> {
  return listDemoAddresses(DEFAULT_DEMO_SEED, TEST_DEMO_REGION_DIR);
}
