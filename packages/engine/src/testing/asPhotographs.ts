import type { Providers } from '../providers/types.ts';

/**
 * The same providers with their imagery handed over as photographed rather than painted, as a
 * real provider's is: the demo region's parcels are then read by the photographs' classifier.
 */
export function asPhotographs(providers: Providers): Providers {
  const painted = providers.imagery;
  return {
    ...providers,
    imagery: {
      name: painted.name,
      imagery: async (bounds) => ({ ...(await painted.imagery(bounds)), painted: false }),
    },
  };
}
