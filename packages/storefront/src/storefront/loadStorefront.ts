import { apiEndpoints, endpointUrl } from '@yardstick/core/endpoints';
import {
  ApiError,
  createApiClient,
  storefrontSchema,
  type FetchLike,
  type Storefront,
} from '@yardstick/core';

/** A host that names a storefront: by its subdomain or by the owner's own domain. */
export type StorefrontLookup = { subdomain: string } | { customDomain: string };

/** A found storefront is always shown with its brand: whether it quotes is its own field. */
export type StorefrontLoad =
  | { status: 'found'; storefront: Storefront }
  | { status: 'not-found' }
  | { status: 'failed' };

export function storefrontPath(lookup: StorefrontLookup): string {
  return 'subdomain' in lookup
    ? endpointUrl(apiEndpoints.storefrontBySubdomain, { params: { subdomain: lookup.subdomain } })
    : endpointUrl(apiEndpoints.storefrontByDomain, { query: { host: lookup.customDomain } });
}

/** Never throws: every outcome is a state the page shows (SPEC §4.1). */
export async function loadStorefront(path: string, fetch?: FetchLike): Promise<StorefrontLoad> {
  // Same origin as the page: the server serving this app also answers /api.
  const client = createApiClient({ baseUrl: '', fetch });
  try {
    const storefront = await client.request('GET', path, { schema: storefrontSchema });
    return { status: 'found', storefront };
  } catch (error) {
    // Network errors, 5xx and answers that do not fit the contract all read as a failure.
    return error instanceof ApiError && error.status === 404
      ? { status: 'not-found' }
      : { status: 'failed' };
  }
}
