import { describe, expect, it } from 'vitest';
import { ProviderTimeoutError } from '../errors.ts';
import { providerOptionsFor } from './providerOptionsFor.ts';
import { availableProviders, createProviders } from './registry.ts';
import { withTimeout } from './timeout.ts';

describe('provider registry', () => {
  it('builds the embedded demo set by default', () => {
    const providers = createProviders();
    expect([
      providers.geocoder.name,
      providers.parcels.name,
      providers.imagery.name,
      providers.buildings.name,
      providers.vision.name,
    ]).toEqual(['demo', 'demo', 'demo', 'demo', 'builtin']);
  });

  it('names the choices when a provider is unknown', () => {
    expect(() => createProviders({ imagery: 'naip-typo' })).toThrow(
      /Unknown imagery provider "naip-typo"; available: demo/,
    );
  });

  it('lists what can be chosen for each interface', () => {
    expect(availableProviders().buildings).toEqual(['demo', 'none', 'overpass']);
    expect(availableProviders().imagery).toEqual(['demo', 'naip', 'mapbox']);
  });

  it('keeps PROVIDERS=demo on the demo set', () => {
    expect(providerOptionsFor({ mode: 'demo', mapboxToken: 'pk.x' })).toEqual({});
  });

  it('picks the free public providers behind the demo region when there are no keys', () => {
    const providers = createProviders(providerOptionsFor({ mode: 'real' }));
    expect([
      providers.geocoder.name,
      providers.parcels.name,
      providers.imagery.name,
      providers.buildings.name,
      providers.vision.name,
    ]).toEqual(['demo+census', 'demo+estimated', 'demo+naip', 'demo+overpass', 'builtin']);
  });

  it('upgrades each interface whose key is configured', () => {
    const options = providerOptionsFor({
      mode: 'real',
      mapboxToken: 'pk.x',
      regridToken: 'jwt',
      gemini: { apiKey: 'AIza', model: 'gemini-3.5-flash' },
    });
    const providers = createProviders(options);
    expect([
      providers.geocoder.name,
      providers.parcels.name,
      providers.imagery.name,
      providers.vision.name,
    ]).toEqual(['demo+mapbox', 'demo+regrid', 'demo+mapbox', 'gemini']);
  });

  it('says which variable a keyed provider is missing', () => {
    expect(() => createProviders({ parcels: 'regrid' })).toThrow(/needs REGRID_TOKEN/);
    expect(() => createProviders({ vision: 'gemini' })).toThrow(/needs GEMINI_API_KEY/);
  });

  it('turns a slow provider into a ProviderTimeoutError naming the service', async () => {
    const never = new Promise<never>(() => {});
    const error = await withTimeout(never, 20, 'aerial imagery').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderTimeoutError);
    expect(String(error)).toMatch(/aerial imagery service took too long/);
  });
});
