import type { DemoRegionView } from '../../demoRegion/demoRegionStore.ts';
import { AddressNotFoundError } from '../../errors.ts';
import type { LonLatBounds } from '../../geo/georeference.ts';
import type { AddressSuggestion, Providers } from '../types.ts';

const within = (inner: LonLatBounds, outer: LonLatBounds) =>
  inner.west >= outer.west &&
  inner.east <= outer.east &&
  inner.south >= outer.south &&
  inner.north <= outer.north;

/**
 * The demo region stays reachable whatever else is configured: demo addresses resolve
 * there, and its parcels, imagery and outlines serve any request inside it. Everything
 * else goes to the real providers. Vision is not chained: one classifier serves both.
 */
export function demoFirst(
  demo: Omit<Providers, 'vision'>,
  real: Providers,
  region: () => DemoRegionView,
): Providers {
  const inDemo = (bounds: LonLatBounds) => within(bounds, region().raster.georef.bounds);
  return {
    geocoder: {
      name: `demo+${real.geocoder.name}`,
      async suggest(query, limit) {
        const fromDemo = await demo.geocoder.suggest(query, limit);
        if (fromDemo.length >= limit) return fromDemo;
        let fromReal: AddressSuggestion[] = [];
        try {
          fromReal = await real.geocoder.suggest(query, limit - fromDemo.length);
        } catch (error) {
          // Type-ahead still offers the demo addresses when the real search is down.
          if (fromDemo.length === 0) throw error;
        }
        return [...fromDemo, ...fromReal];
      },
      async resolve(address) {
        try {
          return await demo.geocoder.resolve(address);
        } catch (error) {
          if (!(error instanceof AddressNotFoundError)) throw error;
          return real.geocoder.resolve(address);
        }
      },
    },
    parcels: {
      name: `demo+${real.parcels.name}`,
      parcelAt: async (point) =>
        (await demo.parcels.parcelAt(point)) ?? real.parcels.parcelAt(point),
    },
    imagery: {
      name: `demo+${real.imagery.name}`,
      imagery: (bounds) => (inDemo(bounds) ? demo.imagery : real.imagery).imagery(bounds),
    },
    buildings: {
      name: `demo+${real.buildings.name}`,
      footprintsIn: (bounds) =>
        (inDemo(bounds) ? demo.buildings : real.buildings).footprintsIn(bounds),
    },
    vision: real.vision,
  };
}
