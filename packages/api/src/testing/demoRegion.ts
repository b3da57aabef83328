import { DEFAULT_DEMO_SEED, listDemoAddresses } from '@yardstick/engine';
import { TEST_DEMO_REGION_DIR } from '@yardstick/engine/testing';

/** The demo region the tests' engines read: the engine suite's, painted once into the test cache. */
export { TEST_DEMO_REGION_DIR };

/** The providers' options of an engine on that region. */
export const testProviderOptions = { demoRegionDir: TEST_DEMO_REGION_DIR };

/** The demo region's addresses, read from it. */
export function demoAddressList(): ReturnType<typeof listDemoAddresses> {
  return listDemoAddresses(DEFAULT_DEMO_SEED, TEST_DEMO_REGION_DIR);
}
