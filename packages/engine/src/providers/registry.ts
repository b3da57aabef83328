import { z } from 'zod';
import { DEFAULT_DEMO_SEED, getDemoRegion } from '../demoRegion/demoRegion.ts';
import { storedDemoRegion, type DemoRegionView } from '../demoRegion/demoRegionStore.ts';
import { BuiltinVision } from './builtinVision.ts';
import { CensusGeocoder } from './census/censusGeocoder.ts';
import { demoFirst } from './chain/demoFirst.ts';
import { DemoBuildingSource } from './demo/demoBuildingSource.ts';
import { DemoGeocoder } from './demo/demoGeocoder.ts';
import { DemoImagerySource } from './demo/demoImagerySource.ts';
import { DemoParcelSource } from './demo/demoParcelSource.ts';
import { EstimatedParcelSource } from './estimated/estimatedParcelSource.ts';
import { GeminiVision } from './gemini/geminiVision.ts';
import type { ProviderLogger } from './http/providerHttp.ts';
import { MapboxGeocoder } from './mapbox/mapboxGeocoder.ts';
import { MapboxImagerySource } from './mapbox/mapboxImagerySource.ts';
import { NaipImagerySource } from './naip/naipImagerySource.ts';
import { OverpassBuildingSource } from './overpass/overpassBuildingSource.ts';
import { RegridParcelSource } from './regrid/regridParcelSource.ts';
import type { BuildingSource, Providers } from './types.ts';
import { withTimeouts } from './withTimeouts.ts';

const baseUrl = z.url().optional();

/** Which provider serves each interface, from a plain options object (config maps env onto it). */
export const providerOptionsSchema = z.object({
  geocoder: z.string().default('demo'),
  parcels: z.string().default('demo'),
  imagery: z.string().default('demo'),
  buildings: z.string().default('demo'),
  vision: z.string().default('builtin'),
  /** Which generated neighbourhood the demo providers serve. */
  demoSeed: z.number().int().nonnegative().default(DEFAULT_DEMO_SEED),
  /**
   * A folder where the demo region is kept as files (generated there once) and read a window at
   * a time; unset, each process generates it and holds it in memory.
   */
  demoRegionDir: z.string().min(1).optional(),
  /** Deadline for each call to a provider. */
  timeoutMs: z.number().int().positive().default(10_000),
  /** Serve the demo region's addresses, parcels, imagery and outlines before the chosen ones. */
  demoFirst: z.boolean().default(false),
  mapboxToken: z.string().min(1).optional(),
  regridToken: z.string().min(1).optional(),
  gemini: z.object({ apiKey: z.string().min(1), model: z.string().min(1) }).optional(),
  /** Other hosts for the real providers (local fakes in tests); unset means the public ones. */
  baseUrls: z
    .object({
      census: baseUrl,
      mapbox: baseUrl,
      overpass: baseUrl,
      regrid: baseUrl,
      naip: baseUrl,
      gemini: baseUrl,
    })
    .default({}),
});
export type ProviderOptions = z.input<typeof providerOptionsSchema>;
type ResolvedOptions = z.output<typeof providerOptionsSchema>;

export interface ProviderDeps {
  logger?: ProviderLogger;
}
type Factory<T> = (options: ResolvedOptions, deps: ProviderDeps) => T;
/** The five roles a provider can fill. */
type Role = Exclude<keyof Providers, 'recipe'>;
type FactoryTable = { [K in Role]: Record<string, Factory<Providers[K]>> };

const demoRegion = (options: ResolvedOptions) => (): DemoRegionView =>
  options.demoRegionDir
    ? storedDemoRegion(options.demoRegionDir, options.demoSeed)
    : getDemoRegion(options.demoSeed);
const NO_BUILDINGS: BuildingSource = { name: 'none', footprintsIn: async () => [] };

/** Each real provider gets most of the call deadline, so its own timeout names the cause. */
const ownTimeout = (o: ResolvedOptions) => Math.max(100, Math.floor(o.timeoutMs * 0.8));
const needs = <T>(value: T | undefined, what: string, variable: string): T => {
  if (value === undefined) throw new Error(`The ${what} provider needs ${variable}`);
  return value;
};
const overpass = (o: ResolvedOptions, d: ProviderDeps) =>
  new OverpassBuildingSource({ baseUrl: o.baseUrls.overpass, timeoutMs: ownTimeout(o), ...d });

/**
 * One entry per provider: geocoder `census`, `mapbox`; parcels `regrid`, `estimated`
 * (a lot around the Overpass footprint); imagery `naip`, `mapbox`; buildings `overpass`;
 * vision `gemini` (cross-checked by the built-in classifier).
 */
const FACTORIES: FactoryTable = {
  geocoder: {
    demo: (o) => new DemoGeocoder(demoRegion(o)),
    census: (o, d) =>
      new CensusGeocoder({ baseUrl: o.baseUrls.census, timeoutMs: ownTimeout(o), ...d }),
    mapbox: (o, d) =>
      new MapboxGeocoder({
        token: needs(o.mapboxToken, 'mapbox geocoder', 'MAPBOX_TOKEN'),
        baseUrl: o.baseUrls.mapbox,
        timeoutMs: ownTimeout(o),
        ...d,
      }),
  },
  parcels: {
    demo: (o) => new DemoParcelSource(demoRegion(o)),
    estimated: (o, d) => new EstimatedParcelSource(overpass(o, d)),
    regrid: (o, d) =>
      new RegridParcelSource({
        token: needs(o.regridToken, 'regrid parcel', 'REGRID_TOKEN'),
        baseUrl: o.baseUrls.regrid,
        timeoutMs: ownTimeout(o),
        ...d,
      }),
  },
  imagery: {
    demo: (o) => new DemoImagerySource(demoRegion(o)),
    naip: (o, d) =>
      new NaipImagerySource({ baseUrl: o.baseUrls.naip, timeoutMs: ownTimeout(o), ...d }),
    mapbox: (o, d) =>
      new MapboxImagerySource({
        token: needs(o.mapboxToken, 'mapbox imagery', 'MAPBOX_TOKEN'),
        baseUrl: o.baseUrls.mapbox,
        timeoutMs: ownTimeout(o),
        ...d,
      }),
  },
  buildings: {
    demo: (o) => new DemoBuildingSource(demoRegion(o)),
    none: () => NO_BUILDINGS,
    overpass,
  },
  vision: {
    builtin: () => new BuiltinVision(),
    gemini: (o, d) => {
      const gemini = needs(o.gemini, 'gemini vision', 'GEMINI_API_KEY');
      return new GeminiVision(new BuiltinVision(), {
        ...gemini,
        baseUrl: o.baseUrls.gemini,
        timeoutMs: ownTimeout(o),
        ...d,
      });
    },
  },
};

export function availableProviders(): { [K in Role]: string[] } {
  return {
    geocoder: Object.keys(FACTORIES.geocoder),
    parcels: Object.keys(FACTORIES.parcels),
    imagery: Object.keys(FACTORIES.imagery),
    buildings: Object.keys(FACTORIES.buildings),
    vision: Object.keys(FACTORIES.vision),
  };
}

/** Builds the provider set once at start; throws on an unknown provider name or a missing key. */
export function createProviders(options: ProviderOptions = {}, deps: ProviderDeps = {}): Providers {
  const resolved = providerOptionsSchema.parse(options);
  const pick = <K extends Role>(kind: K, name: string): Providers[K] => {
    const table: Record<string, Factory<Providers[K]>> = FACTORIES[kind];
    const factory = table[name];
    if (!factory)
      throw new Error(
        `Unknown ${kind} provider "${name}"; available: ${Object.keys(table).join(', ')}`,
      );
    return factory(resolved, deps);
  };
  const chosen: Providers = {
    geocoder: pick('geocoder', resolved.geocoder),
    parcels: pick('parcels', resolved.parcels),
    imagery: pick('imagery', resolved.imagery),
    buildings: pick('buildings', resolved.buildings),
    vision: pick('vision', resolved.vision),
  };
  const demo = {
    geocoder: pick('geocoder', 'demo'),
    parcels: pick('parcels', 'demo'),
    imagery: pick('imagery', 'demo'),
    buildings: pick('buildings', 'demo'),
  };
  const all = resolved.demoFirst ? demoFirst(demo, chosen, demoRegion(resolved)) : chosen;
  return { ...withTimeouts(all, resolved.timeoutMs), recipe: options };
}
