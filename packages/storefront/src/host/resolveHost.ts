import { isValidSubdomain } from '@yardstick/core';

/** What the storefront app should do on the host it was opened on. */
export type HostTarget =
  | { kind: 'main-site' }
  | { kind: 'subdomain'; subdomain: string }
  | { kind: 'invalid-subdomain'; label: string }
  | { kind: 'custom-domain'; host: string };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Hosts a deployment platform gives the app itself: opening one means the product,
 * not a tenant, so the visitor belongs on the main site.
 */
export const PLATFORM_HOST_SUFFIXES = [
  'vercel.app',
  'netlify.app',
  'herokuapp.com',
  'onrender.com',
  'fly.dev',
  'pages.dev',
  'github.io',
  'railway.app',
  'web.app',
  'firebaseapp.com',
  'azurewebsites.net',
] as const;

export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

function withoutWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

function isUnder(host: string, parent: string): boolean {
  return host.endsWith(`.${parent}`);
}

/**
 * Decides from the hostname alone (SPEC §2.1). `*.localhost` always counts as a subdomain
 * because the server treats `localhost` as a main host beside the configured one.
 */
export function resolveHost(hostname: string, mainHost: string): HostTarget {
  const host = normalizeHost(hostname);
  const main = withoutWww(normalizeHost(mainHost));

  if (host === main || host === `www.${main}` || LOCAL_HOSTS.has(host)) {
    return { kind: 'main-site' };
  }

  // Checked before the platform list so a product hosted on e.g. onrender.com keeps its tenants.
  const parent = [main, 'localhost'].find((candidate) => isUnder(host, candidate));
  if (parent !== undefined) {
    const label = host.split('.')[0] ?? '';
    return isValidSubdomain(label)
      ? { kind: 'subdomain', subdomain: label }
      : { kind: 'invalid-subdomain', label };
  }

  if (PLATFORM_HOST_SUFFIXES.some((suffix) => host === suffix || isUnder(host, suffix))) {
    return { kind: 'main-site' };
  }

  return { kind: 'custom-domain', host };
}
