import { describe, expect, it } from 'vitest';
import { buildStorefront, fakeFetch, json } from '../testing/fakeFetch.ts';
import { loadStorefront, storefrontPath } from './loadStorefront.ts';

const BY_SUBDOMAIN = '/api/storefront/acme';

describe('storefrontPath', () => {
  it('asks by subdomain or by the whole custom host', () => {
    expect(storefrontPath({ subdomain: 'acme' })).toBe('/api/storefront/acme');
    expect(storefrontPath({ customDomain: 'quotes.acme.com' })).toBe(
      '/api/storefront-by-domain?host=quotes.acme.com',
    );
  });
});

describe('loadStorefront', () => {
  it('answers a storefront, parsed', async () => {
    const storefront = buildStorefront();
    const fake = fakeFetch({ [BY_SUBDOMAIN]: () => json(storefront) });
    await expect(loadStorefront(BY_SUBDOMAIN, fake.fetch)).resolves.toEqual({
      status: 'found',
      storefront,
    });
    expect(fake.calls.map((call) => [call.init.method, call.url])).toEqual([['GET', BY_SUBDOMAIN]]);
  });

  it('answers a switched-off storefront with its brand, to be shown as the company', async () => {
    const storefront = buildStorefront({ isActive: false, acceptsQuotes: false });
    const fake = fakeFetch({ [BY_SUBDOMAIN]: () => json(storefront) });
    await expect(loadStorefront(BY_SUBDOMAIN, fake.fetch)).resolves.toEqual({
      status: 'found',
      storefront,
    });
  });

  it('reads 404 as not found', async () => {
    const fake = fakeFetch({ [BY_SUBDOMAIN]: () => json({ error: 'Storefront not found' }, 404) });
    await expect(loadStorefront(BY_SUBDOMAIN, fake.fetch)).resolves.toEqual({
      status: 'not-found',
    });
  });

  it.each<[string, () => Response | Error]>([
    ['a server error', () => json({ error: 'boom' }, 500)],
    ['a network error', () => new TypeError('Failed to fetch')],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['an answer of the wrong shape', () => json({ storefront: buildStorefront() })],
  ])('reads %s as a failure', async (_name, reply) => {
    const fake = fakeFetch({ [BY_SUBDOMAIN]: reply });
    await expect(loadStorefront(BY_SUBDOMAIN, fake.fetch)).resolves.toEqual({
      status: 'failed',
    });
  });
});
