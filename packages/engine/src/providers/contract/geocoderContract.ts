import { describe, expect, it } from 'vitest';
import { AddressNotFoundError } from '../../errors.ts';
import type { Geocoder } from '../types.ts';

export interface GeocoderFixture {
  /** An address the provider knows, written as a homeowner might. */
  knownAddress: string;
  /** The first few characters of that address. */
  partialQuery: string;
  /** Text that matches no address. */
  unknownAddress: string;
}

/** What every geocoder must do; a provider's test calls this with a factory and its fixture. */
export function describeGeocoderContract(
  name: string,
  factory: () => Geocoder,
  fixture: GeocoderFixture,
): void {
  describe(`${name} geocoder contract`, () => {
    it('resolves a known address to a matched address and a point', async () => {
      const result = await factory().resolve(fixture.knownAddress);
      expect(result.matchedAddress.length).toBeGreaterThan(0);
      expect(result.point).toHaveLength(2);
      expect(Math.abs(result.point[0])).toBeLessThanOrEqual(180);
      expect(Math.abs(result.point[1])).toBeLessThanOrEqual(90);
    });

    it('rejects an unknown address with AddressNotFoundError', async () => {
      await expect(factory().resolve(fixture.unknownAddress)).rejects.toBeInstanceOf(
        AddressNotFoundError,
      );
    });

    it('suggests at most `limit` addresses, the known one among them', async () => {
      const geocoder = factory();
      const suggestions = await geocoder.suggest(fixture.partialQuery, 5);
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(5);
      for (const s of suggestions) expect(s.center.every(Number.isFinite)).toBe(true);
      const resolved = await geocoder.resolve(fixture.knownAddress);
      const all = await geocoder.suggest(fixture.partialQuery, 100);
      expect(all.map((s) => s.placeName)).toContain(resolved.matchedAddress);
    });

    it('suggests nothing for text that matches nothing', async () => {
      expect(await factory().suggest(fixture.unknownAddress, 5)).toEqual([]);
    });
  });
}
