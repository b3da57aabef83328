import { API_KEY_HEADER, type ClientCredentials } from '@yardstick/core/client';
/**
 * The three ways an estimator reaches the API (SPEC §6): a publishable key (embeds, the
 * custom element, the demo), a storefront subdomain (the server finds the owner by it) or
 * the owner's session cookie (/analyze).
 */
export interface EstimatorAccess {
  /** API origin, e.g. 'https://yardstick.example'; '' means the page's own origin. */
  apiBase: string;
  apiKey?: string;
  storefrontSubdomain?: string;
  /** A custom path the address is posted to instead of /api/analyze-property. */
  analyzeEndpoint?: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export type AccessMode = 'apiKey' | 'storefront' | 'session';

export function accessMode(
  access: Pick<EstimatorAccess, 'apiKey' | 'storefrontSubdomain'>,
): AccessMode {
  if (access.apiKey) return 'apiKey';
  if (access.storefrontSubdomain) return 'storefront';
  return 'session';
}

/** Only the owner's own screen sends cookies; a key or a subdomain must work on any site. */
export function credentialsFor(mode: AccessMode): ClientCredentials {
  return mode === 'session' ? 'include' : 'omit';
}

export function accessHeaders(access: Pick<EstimatorAccess, 'apiKey'>): Record<string, string> {
  return access.apiKey ? { [API_KEY_HEADER]: access.apiKey } : {};
}

/** Joins the origin and a path without doubling or losing the slash. */
export function apiUrl(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
