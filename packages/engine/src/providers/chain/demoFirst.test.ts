import { describe, expect, it } from 'vitest';
import { getDemoRegion } from '../../demoRegion/demoRegion.ts';
import { AddressNotFoundError } from '../../errors.ts';
import { AddressSearchUnavailableError } from '../providerErrors.ts';
import { createProviders } from '../registry.ts';
import type { Geocoder, Providers } from '../types.ts';
import { demoFirst } from './demoFirst.ts';

const demo = createProviders();
const down: Geocoder = {
  name: 'down',
  suggest: async () => {
    throw new AddressSearchUnavailableError();
  },
  resolve: async () => {
    throw new AddressSearchUnavailableError();
  },
};
const withGeocoder = (geocoder: Geocoder): Providers =>
  demoFirst(demo, { ...demo, geocoder }, () => getDemoRegion());

describe('demoFirst', () => {
  it('still suggests demo addresses when the real search is down', async () => {
    const home = getDemoRegion().parcels[0]?.address ?? '';
    const suggestions = await withGeocoder(down).geocoder.suggest(home.slice(0, 8), 5);
    expect(suggestions.length).toBeGreaterThan(0);
  });

  it('reports the real search being down when the demo has nothing either', async () => {
    await expect(withGeocoder(down).geocoder.suggest('999 Elsewhere', 5)).rejects.toBeInstanceOf(
      AddressSearchUnavailableError,
    );
    await expect(withGeocoder(down).geocoder.resolve('999 Elsewhere')).rejects.toBeInstanceOf(
      AddressSearchUnavailableError,
    );
  });

  it('passes an address the demo does not know to the real geocoder', async () => {
    const none: Geocoder = {
      name: 'none',
      suggest: async () => [],
      resolve: async (address) => {
        throw new AddressNotFoundError(address);
      },
    };
    await expect(withGeocoder(none).geocoder.resolve('1 Real Rd')).rejects.toBeInstanceOf(
      AddressNotFoundError,
    );
    expect(withGeocoder(none).geocoder.name).toBe('demo+none');
  });
});
