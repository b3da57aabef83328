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
import { acceptBody, call, ownerWithAnalyses, storedQuotes } from '../src/testing/ownerOverHttp.ts';
import { startBenchServer, type BenchServer } from './httpAnalysis.ts';

const seconds = Number(process.argv[2] ?? 60);
const users = Number(process.argv[3] ?? 100);
const analysts = Math.max(1, Math.round(users / 4));

const peakRssMb = (pid: number) =>
  Math.round(
    Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024,
  );

/**
 * Accepts the clients gave up waiting for may still be landing; listing the quotes while they
 * do (newest first, page by page) would count a quote twice as the pages shift.
 */
async function acceptsSettled(base: string, cookie: string) {
  const total = async () =>
    (
      (await (await call(base, '/api/accepted-quotes?page=1&pageSize=1', { cookie })).json()) as {
        total: number;
      }
    ).total;
  let last = await total();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await total();
    if (now === last) return;
    last = now;
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
  // Why accepts and analyses were refused, so an error count comes with its reason.
  const refusals = new Map<string, number>();
  const refused = (what: string, status: number, body: string) => {
    const answer = `${what} refused with ${status} ${body.slice(0, 120)}`;
    refusals.set(answer, (refusals.get(answer) ?? 0) + 1);
  };
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
        onResponse: (status, body) => {
          if (status !== 200) refused('analysis', status, body);
        },
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
        setupRequest: (req) => {
          const n = acceptN++;
          return {
            ...req,
            body: acceptBody(owner, n, `load-accept-${n.toString().padStart(8, '0')}`),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) confirmed.add(JSON.parse(body).acceptedQuote.customerEmail);
          else refused('accept', status, body);
        },
      },
    ],
  });
  const [a, r] = await Promise.all([analysing, reading]);
  await acceptsSettled(base, owner.cookie);
  // Answers still arriving after the run could otherwise count as confirmed but not yet listed.
  const confirmedAtEnd = [...confirmed];
  const storedEmails = (await storedQuotes(base, owner.cookie)).map((q) => q.customerEmail);
  const storedSet = new Set(storedEmails);
  const lost = confirmedAtEnd.filter((email) => !storedSet.has(email)).length;
  const duplicates = storedEmails.length - storedSet.size;
  const row = (name: string, res: autocannon.Result) => ({
    database: label,
    traffic: name,
    requests: res.requests.total,
    // autocannon counts a time-out among its errors too.
    errors: res.errors + res.non2xx,
    timeouts: res.timeouts,
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
    acceptsConfirmed: confirmedAtEnd.length,
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
    for (const [answer, count] of result.refusals) console.log(`${count}× ${answer}`);
    console.log(
      `${label}: peak RSS ${result.peakRssMb} MB; ${result.acceptsConfirmed} quotes confirmed, ${result.lost} lost, ${result.duplicates} duplicates`,
    );
  } finally {
    await server.stop();
  }
}
