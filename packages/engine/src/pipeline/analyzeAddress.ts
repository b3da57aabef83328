import { DEFAULT_DEMO_SEED, getDemoRegion } from '../demoRegion/demoRegion.ts';
import { storedDemoRegion } from '../demoRegion/demoRegionStore.ts';
import { ParcelNotFoundError } from '../errors.ts';
import type { Position } from '../geo/geojson.ts';
import type { AddressSuggestion, ParcelRecord, Providers } from '../providers/types.ts';
import type { GeoAnalysis, ParcelGeography } from './geoAnalysis.ts';
import { LruCache } from './lruCache.ts';
import { measureParcel } from './measureParcel.ts';
import { summariseParcel } from './summariseParcel.ts';
import type { AnalysisThreads } from './threads/analysisThreads.ts';

/** Parcels kept in memory: the map PNG (~0.3–0.6 MB) dominates, so at most ~60 MB. */
const CACHED_PARCELS = 100;
const geographyCache = new LruCache<ParcelGeography>(CACHED_PARCELS);

/**
 * Address → geocode → parcel → (cached per parcel) imagery, classification, measurement,
 * obstacles, complexity and map image. Throws the AnalysisError subclasses. With `threads`, the
 * pixel work runs on a worker thread (and may throw AnalysisQueueFullError when all are busy).
 */
export async function analyzeAddress(
  address: string,
  providers: Providers,
  threads?: AnalysisThreads,
): Promise<GeoAnalysis> {
  const resolved = await providers.geocoder.resolve(address);
  const parcel = await providers.parcels.parcelAt(resolved.point);
  if (!parcel) throw new ParcelNotFoundError(resolved.matchedAddress);
  const key = cacheKey(parcel, providers);
  const fromCache = geographyCache.has(key);
  // A cached parcel is answered here; only the pixel work of a new one goes to a thread.
  const recipe = providers.recipe;
  const geography = await geographyCache.getOrCompute(key, () =>
    threads && recipe ? threads.analyzeParcel(parcel, recipe) : analyzeParcel(parcel, providers),
  );
  return { ...geography, address: resolved.matchedAddress, fromCache };
}

/** The geographic analysis of one parcel, uncached. */
export async function analyzeParcel(
  parcel: ParcelRecord,
  providers: Providers,
): Promise<ParcelGeography> {
  return summariseParcel(parcel, await measureParcel(parcel, providers));
}

/** Suggestions while the homeowner types (the server answers with these in the Mapbox shape). */
export async function searchAddresses(
  query: string,
  providers: Providers,
  limit = 5,
): Promise<AddressSuggestion[]> {
  const trimmed = query.trim();
  if (trimmed.length === 0) return [];
  return providers.geocoder.suggest(trimmed, limit);
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

/** Empties the per-parcel cache (benchmarks measure cold runs with it). */
export function clearAnalysisCache(): void {
  geographyCache.clear();
}

/** Results depend on which imagery, outlines and classifier produced them. */
function cacheKey(parcel: ParcelRecord, providers: Providers): string {
  return [parcel.key, providers.imagery.name, providers.buildings.name, providers.vision.name].join(
    '|',
  );
}
