import { describe, expect, it } from 'vitest';
import { ProviderTimeoutError } from '../errors.ts';
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
    expect(availableProviders().buildings).toEqual(['demo', 'none']);
  });

  it('turns a slow provider into a ProviderTimeoutError naming the service', async () => {
    const never = new Promise<never>(() => {});
    const error = await withTimeout(never, 20, 'aerial imagery').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderTimeoutError);
    expect(String(error)).toMatch(/aerial imagery service took too long/);
  });
});
