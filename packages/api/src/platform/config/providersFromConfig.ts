import { join } from 'node:path';
import { createProviders, providerOptionsFor, type ProviderDeps } from '@yardstick/engine';
import type { Config } from './config.ts';

/** Where the generated demo region is kept between starts. */
export const demoRegionDir = (config: Config) => join(config.dataDir, 'demo-region');

/** The analysis providers config chose; PROVIDERS=real adds the real ones behind the demo region (see .env.example). */
export function providersFromConfig(config: Config, deps: ProviderDeps = {}) {
  return createProviders(
    {
      ...providerOptionsFor({
        ...config.providers,
        mapboxToken: config.mapboxToken,
        regridToken: config.regridToken,
        gemini: config.gemini,
      }),
      demoRegionDir: demoRegionDir(config),
    },
    deps,
  );
}
