import { z } from 'zod';
import { AddressNotFoundError } from '../../errors.ts';
import { httpStatusOf } from '../http/httpFailure.ts';
import { ProviderHttp, type KeyedProviderOptions } from '../http/providerHttp.ts';
import { AddressSearchUnavailableError } from '../providerErrors.ts';
import type { AddressSuggestion, Geocoder, ResolvedAddress } from '../types.ts';

export const MAPBOX_BASE_URL = 'https://api.mapbox.com';

/** Below this relevance Mapbox has matched only part of what was typed. */
const MIN_RELEVANCE = 0.7;

const mapboxAnswer = z.object({
  features: z.array(
    z.object({
      place_name: z.string().min(1),
      relevance: z.number(),
      center: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
    }),
  ),
});

export type MapboxGeocoderOptions = KeyedProviderOptions;

/**
 * Mapbox Geocoding v5, addresses in the US only. Uses temporary geocoding
 * (`mapbox.places`): the results are shown, never stored.
 */
export class MapboxGeocoder implements Geocoder {
  readonly name = 'mapbox';
  private readonly http: ProviderHttp;

  constructor(private readonly options: MapboxGeocoderOptions) {
    this.http = new ProviderHttp({
      provider: 'mapbox-geocoding',
      service: 'address search',
      unavailable: (o) => new AddressSearchUnavailableError(o),
      timeoutMs: options.timeoutMs,
      logger: options.logger,
    });
  }

  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    if (limit <= 0) return [];
    const features = await this.search(query, { autocomplete: true, limit: Math.min(limit, 10) });
    return features.map((f) => ({ placeName: f.place_name, center: f.center }));
  }

  async resolve(address: string): Promise<ResolvedAddress> {
    const [best] = await this.search(address, { autocomplete: false, limit: 5 });
    if (!best || best.relevance < MIN_RELEVANCE) throw new AddressNotFoundError(address.trim());
    return { matchedAddress: best.place_name, point: best.center };
  }

  private async search(
    text: string,
    params: { autocomplete: boolean; limit: number },
  ): Promise<z.infer<typeof mapboxAnswer>['features']> {
    const trimmed = text.trim();
    if (!trimmed) return [];
    const path = `/geocoding/v5/mapbox.places/${encodeURIComponent(trimmed)}.json`;
    const url = new URL(path, this.options.baseUrl ?? MAPBOX_BASE_URL);
    url.searchParams.set('access_token', this.options.token);
    url.searchParams.set('types', 'address');
    url.searchParams.set('country', 'us');
    url.searchParams.set('limit', String(params.limit));
    url.searchParams.set('autocomplete', String(params.autocomplete));
    try {
      return (await this.http.json(url, mapboxAnswer)).features;
    } catch (error) {
      // 422: input Mapbox will not search (too long, too many words); 404: nothing there.
      const status = httpStatusOf(error);
      if (status === 422 || status === 404) return [];
      throw error;
    }
  }
}
