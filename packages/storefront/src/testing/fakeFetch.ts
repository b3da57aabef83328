import type { FetchInit, FetchLike, Storefront } from '@yardstick/core';

export function buildStorefront(overrides: Partial<Storefront> = {}): Storefront {
  return {
    id: 'sf_1',
    subdomain: 'acme',
    customDomain: null,
    companyName: 'Acme Lawn Care',
    primaryColor: '#14532D',
    secondaryColor: '#166534',
    accentColor: '#F59E0B',
    isActive: true,
    hasLogo: true,
    contactPhone: '(555) 010-2030',
    contactEmail: 'office@acme.test',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

type Reply = Response | Error | 'never';

/** A fetch that answers from a table by path, records each call and never touches the network. */
export function fakeFetch(replies: Record<string, () => Reply>) {
  const calls: { url: string; init: FetchInit }[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    const reply = replies[url]?.() ?? new Response('Not found', { status: 404 });
    if (reply === 'never') return new Promise<Response>(() => {});
    return reply instanceof Response ? Promise.resolve(reply) : Promise.reject(reply);
  };
  return { fetch, calls };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
