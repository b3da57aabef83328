import { createEngine, type Engine, type ProviderDeps } from '@yardstick/engine';
import type { Config } from './config.ts';

/**
 * The engine config describes: its providers, and the analysis threads (none with
 * ANALYSIS_THREADS=0, when analyses run on the event loop).
 */
export function engineFromConfig(config: Config, deps: ProviderDeps = {}): Engine {
  return createEngine({
    providerOptions: config.providers.options,
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
