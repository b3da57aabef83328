// Only a type from the registry: config reads this file without loading any provider (nor
// sharp), so the process that supervises the server stays small.
import type { ProviderOptions } from './registry.ts';

/** What config chose: which real provider serves each interface, given the keys there are. */
export interface ProviderSettings {
  mode: 'demo' | 'real';
  mapboxToken?: string | undefined;
  regridToken?: string | undefined;
  gemini?: { apiKey: string; model: string } | null | undefined;
  baseUrls?: ProviderOptions['baseUrls'];
}

/**
 * `demo`: the generated region only (offline). `real`: the demo region first, then the free
 * public providers (Census, Overpass, estimated lots, NAIP), upgraded by each key present:
 * Mapbox geocoding and imagery, Regrid parcels, Gemini vision.
 */
export function providerOptionsFor(settings: ProviderSettings): ProviderOptions {
  if (settings.mode === 'demo') return {};
  return {
    demoFirst: true,
    geocoder: settings.mapboxToken ? 'mapbox' : 'census',
    parcels: settings.regridToken ? 'regrid' : 'estimated',
    imagery: settings.mapboxToken ? 'mapbox' : 'naip',
    buildings: 'overpass',
    vision: settings.gemini ? 'gemini' : 'builtin',
    mapboxToken: settings.mapboxToken,
    regridToken: settings.regridToken,
    gemini: settings.gemini ?? undefined,
    baseUrls: settings.baseUrls,
  };
}
