import { z } from 'zod';
import { AddressNotFoundError } from '../../errors.ts';
import { httpStatusOf } from '../http/httpFailure.ts';
import { ProviderHttp, type ProviderLogger } from '../http/providerHttp.ts';
import { AddressSearchUnavailableError } from '../providerErrors.ts';
import type { AddressSuggestion, Geocoder, ResolvedAddress } from '../types.ts';

export const CENSUS_BASE_URL = 'https://geocoding.geo.census.gov';

const censusAnswer = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({
        matchedAddress: z.string().min(1),
        coordinates: z.object({ x: z.number().min(-180).max(180), y: z.number().min(-90).max(90) }),
      }),
    ),
  }),
});

export interface CensusGeocoderOptions {
  baseUrl?: string;
  timeoutMs?: number;
  logger?: ProviderLogger;
}

/**
 * US Census Bureau geocoder (free, no key, public domain). Points are interpolated along
 * TIGER address ranges, not rooftops, so they can fall in the street: parcel lookups
 * should allow a small radius. It has no type-ahead, so `suggest` returns full matches.
 */
export class CensusGeocoder implements Geocoder {
  readonly name = 'census';
  private readonly http: ProviderHttp;
  private readonly baseUrl: string;

  constructor(options: CensusGeocoderOptions = {}) {
    this.baseUrl = options.baseUrl ?? CENSUS_BASE_URL;
    this.http = new ProviderHttp({
      provider: 'census',
      service: 'address search',
      unavailable: (o) => new AddressSearchUnavailableError(o),
      timeoutMs: options.timeoutMs,
      logger: options.logger,
    });
  }

  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    const matches = await this.matches(query);
    return matches
      .slice(0, Math.max(0, limit))
      .map((m) => ({ placeName: m.matchedAddress, center: m.point }));
  }

  async resolve(address: string): Promise<ResolvedAddress> {
    const [first] = await this.matches(address);
    if (!first) throw new AddressNotFoundError(address.trim());
    return first;
  }

  private async matches(address: string): Promise<ResolvedAddress[]> {
    const url = new URL('/geocoder/locations/onelineaddress', this.baseUrl);
    url.searchParams.set('address', address.trim());
    url.searchParams.set('benchmark', 'Public_AR_Current');
    url.searchParams.set('format', 'json');
    try {
      const answer = await this.http.json(url, censusAnswer);
      return answer.result.addressMatches.map((m) => ({
        matchedAddress: m.matchedAddress,
        point: [m.coordinates.x, m.coordinates.y],
      }));
    } catch (error) {
      // The Census answers 400 to input it cannot read as an address.
      if (httpStatusOf(error) === 400) return [];
      throw error;
    }
  }
}
