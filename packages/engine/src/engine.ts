import { DEFAULT_DEMO_SEED } from './demoRegion/demoRegion.ts';
import { ParcelNotFoundError } from './errors.ts';
import type { Position, PolygonGeometry } from './geo/geojson.ts';
import type { GeoAnalysis, ParcelGeography } from './pipeline/geoAnalysis.ts';
import { fetchLotImagery, type LotImagery } from './pipeline/lotImagery.ts';
import { LruCache } from './pipeline/lruCache.ts';
import { analyzeParcel, listDemoAddresses } from './pipeline/analyzeParcel.ts';
import {
  AnalysisThreads,
  type AnalysisThreadsOptions,
} from './pipeline/threads/analysisThreads.ts';
import { createProviders, type ProviderDeps, type ProviderOptions } from './providers/registry.ts';
import type { AddressSuggestion, ParcelRecord, Providers } from './providers/types.ts';

/** Parcels kept in memory by default: the map PNG (~0.3–0.6 MB) dominates, so at most ~60 MB. */
export const DEFAULT_CACHED_PARCELS = 100;

export interface EngineOptions {
  /** Which provider serves each role (the server's config maps onto these); demo by default. */
  providerOptions?: ProviderOptions;
  /**
   * Ready-made providers instead (fakes in tests). A thread cannot be handed objects, only the
   * options to build its own: providers without those (their `recipe`) run on the calling thread.
   */
  providers?: Providers;
  /** Where provider warnings go. */
  deps?: ProviderDeps;
  /** Worker threads for the pixel work of new parcels; on the calling thread when unset. */
  threads?: Omit<AnalysisThreadsOptions, 'logger'>;
  /** Parcels whose analysis is kept in memory (DEFAULT_CACHED_PARCELS when unset). */
  cacheSize?: number;
}

/** The names of the providers serving each role, as the health check reports them. */
export type ProviderNames = { [K in keyof Omit<Providers, 'recipe'>]: string };

export interface Engine {
  readonly providerNames: ProviderNames;
  /** Whether new parcels are measured on worker threads. */
  readonly threaded: boolean;
  /** The threads started so far (none until the first analysis or `warm`). */
  readonly threadIds: number[];
  /** Parcels being measured on threads, and waiting for one. */
  readonly load: { running: number; waiting: number };
  /**
   * Address → geocode → parcel → (cached per parcel) imagery, classification, measurement,
   * obstacles, complexity and map image. Throws the AnalysisError family, and
   * AnalysisQueueFullError when every thread is busy and the waiting line is full.
   */
  analyze(address: string): Promise<GeoAnalysis>;
  /** Suggestions while the homeowner types. */
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>;
  /** The demo region's addresses with their points, for the landing-page demo. */
  demoAddresses(): { address: string; center: Position }[];
  /** The imagery and outlines of a lot fetched again, at the bounds an analysis used. */
  lotImagery(lot: PolygonGeometry): Promise<LotImagery>;
  /** Starts the threads ahead of a first analysis (they stay for the life of the engine). */
  warm(): void;
  /** Forgets every cached parcel (benchmarks measure cold runs). */
  forget(): void;
  /** Stops the threads; later analyses are refused. */
  close(): Promise<void>;
}

/** The analysis engine as one object: its providers, threads and per-parcel cache. */
export function createEngine(options: EngineOptions = {}): Engine {
  const providerOptions = options.providers ? options.providers.recipe : options.providerOptions;
  const providers = options.providers ?? createProviders(options.providerOptions, options.deps);
  const threads =
    options.threads && providerOptions
      ? new AnalysisThreads({ ...options.threads, logger: options.deps?.logger })
      : undefined;
  const recipe = providerOptions ?? {};
  const cache = new LruCache<ParcelGeography>(options.cacheSize ?? DEFAULT_CACHED_PARCELS);
  const measure = (parcel: ParcelRecord) =>
    threads ? threads.analyzeParcel(parcel, recipe) : analyzeParcel(parcel, providers);

  return {
    providerNames: {
      geocoder: providers.geocoder.name,
      parcels: providers.parcels.name,
      imagery: providers.imagery.name,
      buildings: providers.buildings.name,
      vision: providers.vision.name,
    },
    threaded: threads !== undefined,
    get threadIds() {
      return threads?.threadIds ?? [];
    },
    get load() {
      return threads?.load ?? { running: 0, waiting: 0 };
    },
    async analyze(address) {
      const resolved = await providers.geocoder.resolve(address);
      const parcel = await providers.parcels.parcelAt(resolved.point);
      if (!parcel) throw new ParcelNotFoundError(resolved.matchedAddress);
      // Results depend on which imagery, outlines and classifier produced them.
      const key = [
        parcel.key,
        providers.imagery.name,
        providers.buildings.name,
        providers.vision.name,
      ].join('|');
      const fromCache = cache.has(key);
      // A cached parcel is answered here; only the pixel work of a new one goes to a thread.
      const geography = await cache.getOrCompute(key, () => measure(parcel));
      return { ...geography, address: resolved.matchedAddress, fromCache };
    },
    async suggest(query, limit) {
      const trimmed = query.trim();
      if (trimmed.length === 0) return [];
      return providers.geocoder.suggest(trimmed, limit);
    },
    demoAddresses: () =>
      listDemoAddresses(recipe.demoSeed ?? DEFAULT_DEMO_SEED, recipe.demoRegionDir),
    lotImagery: (lot) => fetchLotImagery(lot, providers),
    warm: () => threads?.warm(),
    forget: () => cache.clear(),
    close: async () => {
      await threads?.close();
    },
  };
}
