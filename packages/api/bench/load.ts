/**
 * `pnpm --filter @yardstick/api bench:load [seconds] [users]`: the compiled server under 100
 * users for 60 s (defaults), on PGlite and then on PostgreSQL when LOAD_DATABASE_URL is set.
 * A quarter of the users measure demo addresses (cold at first: the per-parcel cache starts
 * empty), the rest read health, suggestions and the demo list and accept quotes. Reports
 * requests, errors, p50/p99 and peak RSS per database, and checks every accepted quote the
 * server confirmed is stored exactly once. Not part of `pnpm test`.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import { QUOTE_PAGE_SIZE_MAX } from '@yardstick/core/schemas/quoteList';
import { startBenchServer, type BenchServer } from './httpAnalysis.ts';

const seconds = Number(process.argv[2] ?? 60);
const users = Number(process.argv[3] ?? 100);
const analysts = Math.max(1, Math.round(users / 4));

const peakRssMb = (pid: number) =>
  Math.round(
    Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024,
  );

interface Owner {
  cookie: string;
  key: string;
  analyses: { analysisId: string; address: string; mowableArea: number; serviceId: string }[];
}

async function call(base: string, path: string, init: RequestInit & { cookie?: string } = {}) {
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

/** A new owner on a trial, with a widget key and a few analyses to accept quotes on. */
async function ownerWithAnalyses(base: string, addresses: string[]): Promise<Owner> {
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
  ).json()) as {
    apiKey: string;
  };
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
      services: { serviceId: string }[];
    };
    const serviceId = result.services[0]?.serviceId;
    if (!serviceId) throw new Error(`The analysis of ${address} offers no service to accept`);
    analyses.push({
      analysisId: result.analysisId,
      address: result.address,
      mowableArea: result.mowableArea,
      serviceId,
    });
  }
  return { cookie, key: apiKey, analyses };
}

function acceptBody(owner: Owner, n: number): string {
  const a = owner.analyses[n % owner.analyses.length]!;
  return JSON.stringify({
    propertyAnalysisId: a.analysisId,
    customerName: `Load Customer ${n}`,
    customerEmail: `customer-${n}@example.test`,
    customerAddress: a.address,
    totalCost: 1,
    mowableArea: a.mowableArea,
    idempotencyKey: `load-accept-${n.toString().padStart(8, '0')}`,
    selectedServices: [
      {
        serviceId: a.serviceId,
        serviceName: 'Lawn Mowing',
        pricePerSqFt: 0.01,
        areaSqFt: 1,
        totalCost: 1,
        selectedFrequency: 'weekly',
      },
    ],
  });
}

/** Every quote the owner has, page by page. */
async function storedQuoteEmails(base: string, cookie: string): Promise<string[]> {
  const emails: string[] = [];
  for (let page = 1; ; page += 1) {
    const { acceptedQuotes, total } = (await (
      await call(base, `/api/accepted-quotes?page=${page}&pageSize=${QUOTE_PAGE_SIZE_MAX}`, {
        cookie,
      })
    ).json()) as { acceptedQuotes: { customerEmail: string }[]; total: number };
    emails.push(...acceptedQuotes.map((q) => q.customerEmail));
    if (acceptedQuotes.length === 0 || emails.length >= total) return emails;
  }
}

async function run(label: string, server: BenchServer) {
  const { base, pid } = server;
  const { addresses } = (await (await call(base, '/api/demo/addresses')).json()) as {
    addresses: { address: string }[];
  };
  const owner = await ownerWithAnalyses(
    base,
    addresses.slice(0, 3).map((a) => a.address),
  );
  let analysisN = 0;
  let acceptN = 0;
  const confirmed = new Set<string>();
  // Why accepts were refused, so an error count comes with its reason.
  const refusals = new Map<string, number>();
  const json = { 'content-type': 'application/json' };

  const analysing = autocannon({
    url: base,
    connections: analysts,
    duration: seconds,
    // A slow answer is a latency to report, not an error (autocannon's default is 10 s).
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/api/analyze-property',
        headers: { ...json, 'x-api-key': DEMO_LANDING_API_KEY },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ address: addresses[analysisN++ % addresses.length]!.address }),
        }),
      },
    ],
  });
  const reading = autocannon({
    url: base,
    connections: users - analysts,
    duration: seconds,
    timeout: 60,
    requests: [
      { method: 'GET', path: '/api/health' },
      { method: 'GET', path: '/api/geocode?q=Elm' },
      { method: 'GET', path: '/api/demo/addresses' },
      {
        method: 'POST',
        path: '/api/accept-quote',
        headers: { ...json, 'x-api-key': owner.key },
        setupRequest: (req) => ({ ...req, body: acceptBody(owner, acceptN++) }),
        onResponse: (status, body) => {
          if (status === 201) confirmed.add(JSON.parse(body).acceptedQuote.customerEmail);
          else refusals.set(`${status} ${body}`, (refusals.get(`${status} ${body}`) ?? 0) + 1);
        },
      },
    ],
  });
  const [a, r] = await Promise.all([analysing, reading]);
  const storedEmails = await storedQuoteEmails(base, owner.cookie);
  const storedSet = new Set(storedEmails);
  const lost = [...confirmed].filter((email) => !storedSet.has(email)).length;
  const duplicates = storedEmails.length - storedSet.size;
  const row = (name: string, res: autocannon.Result) => ({
    database: label,
    traffic: name,
    requests: res.requests.total,
    errors: res.errors + res.timeouts + res.non2xx,
    non2xx: res.non2xx,
    p50Ms: res.latency.p50,
    p99Ms: res.latency.p99,
    maxMs: res.latency.max,
  });
  return {
    rows: [
      row(`analysis (${analysts} users)`, a),
      row(`reads + accepts (${users - analysts} users)`, r),
    ],
    peakRssMb: peakRssMb(pid),
    refusals,
    acceptsConfirmed: confirmed.size,
    lost,
    duplicates,
  };
}

const databases: [string, Record<string, string>][] = [['PGlite', {}]];
if (process.env.LOAD_DATABASE_URL)
  databases.push(['PostgreSQL', { DATABASE_URL: process.env.LOAD_DATABASE_URL }]);

for (const [label, env] of databases) {
  const server = await startBenchServer(env);
  try {
    const result = await run(label, server);
    console.table(result.rows);
    for (const [answer, count] of result.refusals)
      console.log(`accept refused ${count}×: ${answer}`);
    console.log(
      `${label}: peak RSS ${result.peakRssMb} MB; ${result.acceptsConfirmed} quotes confirmed, ${result.lost} lost, ${result.duplicates} duplicates`,
    );
  } finally {
    await server.stop();
  }
}
