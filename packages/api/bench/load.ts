/**
 * `pnpm --filter @yardstick/api bench:load [seconds] [users]`: the compiled server under 100
 * users for 60 s (defaults), on PGlite and then on PostgreSQL when LOAD_DATABASE_URL is set.
 * A quarter of the users measure demo addresses (cold at first: the per-parcel cache starts
 * empty) one after another, as the widget does: a busy answer (503 with Retry-After) is tried
 * again after the time it names, and the homeowner's wait runs from the first try to the
 * answer. The rest read health, suggestions and the demo list and accept quotes, as fast as
 * the server answers. Reports
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

/** Tries of one analysis before the widget gives up and shows the busy message. */
const WIDGET_TRIES = 4;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface TrafficResult {
  requests: number;
  errors: number;
  timeouts: number;
  /** Busy answers a widget tried again after their Retry-After. */
  retried: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** `users` homeowners measuring one address after another for `seconds`. */
async function homeownersAnalysing(
  base: string,
  users: number,
  seconds: number,
  nextAddress: () => string,
  refused: (status: number, body: string) => void,
): Promise<TrafficResult> {
  const waits: number[] = [];
  let errors = 0;
  let retried = 0;
  const end = performance.now() + seconds * 1000;
  const analyze = (address: string) =>
    fetch(`${base}/api/analyze-property`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEMO_LANDING_API_KEY },
      body: JSON.stringify({ address }),
    });
  await Promise.all(
    Array.from({ length: users }, async () => {
      while (performance.now() < end) {
        const address = nextAddress();
        const pressed = performance.now();
        for (let tries = 1; ; tries += 1) {
          const res = await analyze(address);
          const body = await res.text();
          const retryAfter = Number(res.headers.get('retry-after'));
          if (res.status === 503 && retryAfter > 0 && tries < WIDGET_TRIES) {
            retried += 1;
            await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
            continue;
          }
          if (res.status !== 200) {
            errors += 1;
            refused(res.status, body);
          }
          break;
        }
        waits.push(performance.now() - pressed);
      }
    }),
  );
  waits.sort((a, b) => a - b);
  return {
    requests: waits.length,
    errors,
    timeouts: 0,
    retried,
    p50Ms: Math.round(percentile(waits, 50)),
    p99Ms: Math.round(percentile(waits, 99)),
    maxMs: Math.round(waits.at(-1) ?? 0),
  };
}

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

  const analysing = homeownersAnalysing(
    base,
    analysts,
    seconds,
    () => addresses[analysisN++ % addresses.length]!.address,
    (status, body) => refused('analysis', status, body),
  );
  const reading = autocannon({
    url: base,
    connections: users - analysts,
    duration: seconds,
    timeout: 60,
    requests: [
      ...['/api/health', '/api/geocode?q=Elm', '/api/demo/addresses'].map((path) => ({
        method: 'GET' as const,
        path,
        onResponse: (status: number, body: string) => {
          if (status >= 300) refused(`GET ${path}`, status, body);
        },
      })),
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
  const readTraffic: TrafficResult = {
    requests: r.requests.total,
    // autocannon counts a time-out among its errors too.
    errors: r.errors + r.non2xx,
    timeouts: r.timeouts,
    retried: 0,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
  };
  const row = (traffic: string, result: TrafficResult) => ({ database: label, traffic, ...result });
  return {
    rows: [
      row(`analysis (${analysts} users)`, a),
      row(`reads + accepts (${users - analysts} users)`, readTraffic),
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
