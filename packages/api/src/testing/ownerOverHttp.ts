import { QUOTE_PAGE_SIZE_MAX } from '@yardstick/core/schemas/quoteList';

/**
 * An owner set up over the public HTTP API only, as someone signing up would, for code that
 * drives a running server from outside (the kill -9 test, bench:load).
 */
export interface HttpOwner {
  cookie: string;
  key: string;
  analyses: {
    analysisId: string;
    address: string;
    mowableArea: number;
    serviceId: string;
    /** The first service's price as the homeowner is shown it. */
    shownTotal: number;
  }[];
}

export async function call(
  base: string,
  path: string,
  init: RequestInit & { cookie?: string } = {},
): Promise<Response> {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** A new owner on a trial, with a priced service, a widget key and an analysis per address. */
export async function ownerWithAnalyses(base: string, addresses: string[]): Promise<HttpOwner> {
  const registered = await call(base, '/api/register', {
    method: 'POST',
    body: JSON.stringify({
      companyName: 'Load Test Lawns',
      email: `load-${Date.now()}@example.test`,
      password: 'correct horse battery staple',
      termsOfUseAccepted: true,
      privacyPolicyAccepted: true,
    }),
  });
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { id } = (await registered.json()) as { id: string };
  await call(base, '/api/start-trial', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ userId: id }),
  });
  const { apiKey } = (await (
    await call(base, '/api/generate-api-key', { method: 'POST', cookie })
  ).json()) as { apiKey: string };
  // A priced service, so each analysis offers a line a homeowner can accept.
  await call(base, '/api/services', {
    method: 'POST',
    cookie,
    body: JSON.stringify({
      name: 'Lawn Mowing',
      frequencies: [{ frequency: 'weekly', pricePerSqFt: 0.01 }],
    }),
  });
  const analyses = [];
  for (const address of addresses) {
    const result = (await (
      await call(base, '/api/analyze-property', {
        method: 'POST',
        headers: { 'x-api-key': apiKey },
        body: JSON.stringify({ address }),
      })
    ).json()) as {
      analysisId: string;
      address: string;
      mowableArea: number;
      services: { serviceId: string; totalCost: number }[];
    };
    const offered = result.services[0];
    if (!offered) throw new Error(`The analysis of ${address} offers no service to accept`);
    analyses.push({
      analysisId: result.analysisId,
      address: result.address,
      mowableArea: result.mowableArea,
      serviceId: offered.serviceId,
      shownTotal: offered.totalCost,
    });
  }
  return { cookie, key: apiKey, analyses };
}

/** The homeowner's accept for quote `key`: its e-mail and idempotency key both carry `key`. */
export function acceptBody(owner: HttpOwner, n: number, key: string): string {
  const a = owner.analyses[n % owner.analyses.length]!;
  return JSON.stringify({
    propertyAnalysisId: a.analysisId,
    customerName: `Load Customer ${n}`,
    customerEmail: `${key}@example.test`,
    customerAddress: a.address,
    totalCost: a.shownTotal,
    mowableArea: a.mowableArea,
    idempotencyKey: key,
    selectedServices: [
      {
        serviceId: a.serviceId,
        serviceName: 'Lawn Mowing',
        pricePerSqFt: 0.01,
        areaSqFt: 1,
        totalCost: a.shownTotal,
        selectedFrequency: 'weekly',
      },
    ],
  });
}

export interface StoredQuote {
  customerEmail: string;
  totalCost: number;
  services: { totalCost: number }[];
}

/** Every quote the owner has, page by page. */
export async function storedQuotes(base: string, cookie: string): Promise<StoredQuote[]> {
  const quotes: StoredQuote[] = [];
  for (let page = 1; ; page += 1) {
    const { acceptedQuotes, total } = (await (
      await call(base, `/api/accepted-quotes?page=${page}&pageSize=${QUOTE_PAGE_SIZE_MAX}`, {
        cookie,
      })
    ).json()) as { acceptedQuotes: StoredQuote[]; total: number };
    quotes.push(...acceptedQuotes);
    if (acceptedQuotes.length === 0 || quotes.length >= total) return quotes;
  }
}
