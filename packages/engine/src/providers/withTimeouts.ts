import { withTimeout } from './timeout.ts';
import type { Providers } from './types.ts';

/** Every call to an outside source gets a deadline and a clear error naming the service. */
export function withTimeouts(p: Providers, ms: number): Providers {
  return {
    geocoder: {
      name: p.geocoder.name,
      suggest: (query, limit) =>
        withTimeout(p.geocoder.suggest(query, limit), ms, 'address search'),
      resolve: (address) => withTimeout(p.geocoder.resolve(address), ms, 'address lookup'),
    },
    parcels: {
      name: p.parcels.name,
      parcelAt: (point) => withTimeout(p.parcels.parcelAt(point), ms, 'property boundary'),
    },
    imagery: {
      name: p.imagery.name,
      imagery: (bounds) => withTimeout(p.imagery.imagery(bounds), ms, 'aerial imagery'),
    },
    buildings: {
      name: p.buildings.name,
      footprintsIn: (bounds) =>
        withTimeout(p.buildings.footprintsIn(bounds), ms, 'building outline'),
    },
    vision: {
      name: p.vision.name,
      classify: (input) => withTimeout(p.vision.classify(input), ms, 'image analysis'),
    },
  };
}
