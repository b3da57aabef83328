import { join } from 'node:path';
import {
  createEngine,
  providerOptionsFor,
  type Engine,
  type ProviderDeps,
  type ProviderOptions,
} from '@yardstick/engine';
import type { Config } from './config.ts';

/** Where the generated demo region is kept between starts. */
export const demoRegionDir = (config: Config) => join(config.dataDir, 'demo-region');

/** The analysis providers config chose; PROVIDERS=real adds the real ones behind the demo region (see .env.example). */
export function providerOptionsFromConfig(config: Config): ProviderOptions {
  return {
    ...providerOptionsFor({
      ...config.providers,
      mapboxToken: config.mapboxToken,
      regridToken: config.regridToken,
      gemini: config.gemini,
    }),
    demoRegionDir: demoRegionDir(config),
  };
}

/**
 * The engine config describes: its providers, and the analysis threads (none with
 * ANALYSIS_THREADS=0, when analyses run on the event loop).
 */
export function engineFromConfig(config: Config, deps: ProviderDeps = {}): Engine {
  return createEngine({
    providerOptions: providerOptionsFromConfig(config),
    deps,
    threads:
      config.analysis.threads > 0
        ? {
            ...config.analysis,
            // An analysis allocates its rasters outside the JavaScript heap; a small young
            // generation keeps each thread's heap from growing by tens of megabytes it seldom needs.
            resourceLimits: { maxYoungGenerationSizeMb: 8 },
          }
        : undefined,
  });
}
