import { z } from 'zod';
import { DEFAULT_DEMO_SEED, getDemoRegion, type DemoRegion } from '../demo-region/demo-region.ts';
import { BuiltinVision } from './builtin-vision.ts';
import { DemoBuildingSource } from './demo/demo-building-source.ts';
import { DemoGeocoder } from './demo/demo-geocoder.ts';
import { DemoImagerySource } from './demo/demo-imagery-source.ts';
import { DemoParcelSource } from './demo/demo-parcel-source.ts';
import type { BuildingSource, Providers } from './types.ts';
import { withTimeouts } from './with-timeouts.ts';

/** Which provider serves each interface, from a plain options object (config maps env onto it). */
export const providerOptionsSchema = z.object({
  geocoder: z.string().default('demo'),
  parcels: z.string().default('demo'),
  imagery: z.string().default('demo'),
  buildings: z.string().default('demo'),
  vision: z.string().default('builtin'),
  /** Which generated neighbourhood the demo providers serve. */
  demoSeed: z.number().int().nonnegative().default(DEFAULT_DEMO_SEED),
  /** Deadline for each call to a provider. */
  timeoutMs: z.number().int().positive().default(10_000),
});
export type ProviderOptions = z.input<typeof providerOptionsSchema>;
type ResolvedOptions = z.output<typeof providerOptionsSchema>;

type FactoryTable = {
  [K in keyof Providers]: Record<string, (options: ResolvedOptions) => Providers[K]>;
};

const demoRegion = (options: ResolvedOptions) => (): DemoRegion => getDemoRegion(options.demoSeed);
const NO_BUILDINGS: BuildingSource = { name: 'none', footprintsIn: async () => [] };

/**
 * One entry per provider. Real ones slot in here by name: geocoder `census`, `mapbox`;
 * parcels `regrid`, `estimated`; imagery `naip`, `mapbox`; buildings `overpass`;
 * vision `gemini` (cross-checked by the built-in classifier).
 */
const FACTORIES: FactoryTable = {
  geocoder: { demo: (o) => new DemoGeocoder(demoRegion(o)) },
  parcels: { demo: (o) => new DemoParcelSource(demoRegion(o)) },
  imagery: { demo: (o) => new DemoImagerySource(demoRegion(o)) },
  buildings: { demo: (o) => new DemoBuildingSource(demoRegion(o)), none: () => NO_BUILDINGS },
  vision: { builtin: () => new BuiltinVision() },
};

export function availableProviders(): { [K in keyof Providers]: string[] } {
  return {
    geocoder: Object.keys(FACTORIES.geocoder),
    parcels: Object.keys(FACTORIES.parcels),
    imagery: Object.keys(FACTORIES.imagery),
    buildings: Object.keys(FACTORIES.buildings),
    vision: Object.keys(FACTORIES.vision),
  };
}

/** Builds the provider set once at start; throws on an unknown provider name. */
export function createProviders(options: ProviderOptions = {}): Providers {
  const resolved = providerOptionsSchema.parse(options);
  const pick = <K extends keyof Providers>(kind: K, name: string): Providers[K] => {
    const table: Record<string, (o: ResolvedOptions) => Providers[K]> = FACTORIES[kind];
    const factory = table[name];
    if (!factory)
      throw new Error(
        `Unknown ${kind} provider "${name}"; available: ${Object.keys(table).join(', ')}`,
      );
    return factory(resolved);
  };
  return withTimeouts(
    {
      geocoder: pick('geocoder', resolved.geocoder),
      parcels: pick('parcels', resolved.parcels),
      imagery: pick('imagery', resolved.imagery),
      buildings: pick('buildings', resolved.buildings),
      vision: pick('vision', resolved.vision),
    },
    resolved.timeoutMs,
  );
}
