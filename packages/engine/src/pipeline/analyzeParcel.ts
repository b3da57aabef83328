import { DEFAULT_DEMO_SEED, getDemoRegion } from '../demoRegion/demoRegion.ts';
import { storedDemoRegion } from '../demoRegion/demoRegionStore.ts';
import type { Position } from '../geo/geojson.ts';
import type { ParcelRecord, Providers } from '../providers/types.ts';
import type { ParcelGeography } from './geoAnalysis.ts';
import { measureParcel } from './measureParcel.ts';
import { summariseParcel } from './summariseParcel.ts';

/** The geographic analysis of one parcel, uncached: imagery, classification, measurement, map. */
export async function analyzeParcel(
  parcel: ParcelRecord,
  providers: Providers,
): Promise<ParcelGeography> {
  return summariseParcel(parcel, await measureParcel(parcel, providers));
}

/**
 * The demo region's addresses with their points, for the landing-page demo; from the stored
 * region when `storeDir` is given (as the providers' `demoRegionDir`).
 */
export function listDemoAddresses(
  seed = DEFAULT_DEMO_SEED,
  storeDir?: string,
): { address: string; center: Position }[] {
  const region = storeDir ? storedDemoRegion(storeDir, seed) : getDemoRegion(seed);
  return region.parcels.map((p) => ({ address: p.address, center: p.point }));
}
