import type { DemoRegionView } from '../../demoRegion/demoRegionStore.ts';
import { AddressNotFoundError } from '../../errors.ts';
import type { AddressSuggestion, Geocoder, ResolvedAddress } from '../types.ts';
import { addressTokens, matchesPrefix } from './addressMatching.ts';

interface Entry {
  address: string;
  point: AddressSuggestion['center'];
  /** Tokens of "number street". */
  street: string[];
  all: string[];
}

/** Words a typed address may end with besides the street: the demo city, state and ZIP. */
const PLACE_WORDS = new Set(['fairview', 'ks', 'kansas', '66208', 'usa', 'us']);

/** A gazetteer of the demo region's addresses. */
export class DemoGeocoder implements Geocoder {
  readonly name = 'demo';
  private entries: Entry[] | null = null;

  constructor(private readonly region: () => DemoRegionView) {}

  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    const typed = addressTokens(query);
    if (typed.length === 0) return [];
    return this.index()
      .filter((e) => matchesPrefix(typed, e.all))
      .slice(0, Math.max(0, limit))
      .map((e) => ({ placeName: e.address, center: e.point }));
  }

  async resolve(address: string): Promise<ResolvedAddress> {
    const typed = addressTokens(address);
    const matches = this.index().filter((e) => sameStreetAddress(typed, e.street));
    const match = matches[0];
    if (!match || matches.length > 1) throw new AddressNotFoundError(address.trim());
    return { matchedAddress: match.address, point: match.point };
  }

  private index(): Entry[] {
    this.entries ??= this.region()
      .parcels.map((p) => ({
        address: p.address,
        point: p.point,
        street: addressTokens(p.address.split(',')[0] ?? ''),
        all: addressTokens(p.address),
      }))
      .sort((a, b) => a.address.localeCompare(b.address, 'en', { numeric: true }));
    return this.entries;
  }
}

/** Number and street name must match; the street type may be left out; the rest must name the place. */
function sameStreetAddress(typed: readonly string[], street: readonly string[]): boolean {
  const withoutSuffix = street.slice(0, -1);
  for (const form of [street, withoutSuffix]) {
    if (form.length < 2 || typed.length < form.length) continue;
    if (
      form.every((token, k) => typed[k] === token) &&
      typed.slice(form.length).every((t) => PLACE_WORDS.has(t))
    )
      return true;
  }
  return false;
}
