/**
 * The server as `pnpm start` runs it: the compiled dist/main.js in its own process, on PGlite
 * in a fresh temp directory with the demo owner. Measures its memory (fresh, and the peak over
 * the run), the analysis call over HTTP (cold, cached, 4 clients), and the public reads
 * against /api/health under 50 connections in the same run.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import { median } from '@yardstick/core/verifiedAccuracy';
import { API_ROOT, REPO_ROOT } from '../src/platform/paths.ts';
import { spread, stats, timed, type LatencyStats } from './analysisEngine.ts';

export interface PublicRead {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Requests per second as a share of /api/health's, the median over rounds taken in turns. */
  ratioToHealth: number;
}

export interface HttpAnalysisBench {
  freshRssMb: number;
  supervisorRssMb: number;
  peakRssMb: number;
  cold: LatencyStats;
  cached: LatencyStats;
  throughput: { clients: number; requests: number; requestsPerSecond: number };
  health: { requestsPerSecond: number; p99Ms: number };
  publicReads: PublicRead[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address !== 'string'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/** VmRSS (now) or VmHWM (peak) of a process, in MB. */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 1800; tries++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not answer /api/health within 3 minutes');
}

/** Rounds of public reads, each this long per path, taken in turns with /api/health. */
const READ_ROUNDS = 5;
const READ_ROUND_SECONDS = 2;

async function load(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, connections: 50, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

export interface BenchServer {
  base: string;
  /** The server process under the supervisor when it runs one (the embedded database). */
  pid: number;
  /** The supervisor `pnpm start` runs first, which restarts a server process that dies. */
  supervisorPid: number;
  stop(): Promise<void>;
}

/** The processes the supervisor runs now (after start: its server processes). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number),
  );
}

const IDLE_AFTER_START_MS = 6_000;

/** `pnpm start`'s server (rebuilt if its sources changed) on a free port and a fresh DATA_DIR. */
export async function startBenchServer(
  env: Record<string, string> = {},
  /** Runs on the server's empty DATA_DIR before the server starts (to fill its database). */
  prepareDataDir?: (dataDir: string) => Promise<void>,
): Promise<BenchServer> {
  execFileSync('node', [join(REPO_ROOT, 'scripts/buildChanged.mjs')], { stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'yardstick-bench-'));
  await prepareDataDir?.(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // As `pnpm start` runs it (bin/start.sh execs node, so the pid is the supervisor's).
  const server = spawn('sh', [join(API_ROOT, 'bin/start.sh')], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789abcdef',
      RATE_LIMIT_API_KEY_MAX: '100000000',
      RATE_LIMIT_API_MAX: '100000000',
      // Every bench request comes from one address.
      DEMO_ANALYSES_PER_IP_PER_DAY: '100000000',
      PUBLIC_ANALYSES_PER_IP_PER_DAY: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  try {
    await waitForHealth(base, server);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  // An idle server's memory, as `ps` shows it a few seconds after start: V8 gives back the
  // heap its start-up work used only once the server has been idle a few seconds.
  await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_START_MS));
  const supervisorPid = server.pid ?? 0;
  const [only, ...more] = childrenOf(supervisorPid);
  return {
    base,
    pid: only !== undefined && more.length === 0 ? only : supervisorPid,
    supervisorPid,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One analysis by the landing page's demo key (counts no estimate), body read to the end. */
export async function analyzeOn(base: string, address: string): Promise<void> {
  const res = await fetch(`${base}/api/analyze-property`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEMO_LANDING_API_KEY },
    body: JSON.stringify({ address }),
  });
  if (!res.ok) throw new Error(`analyze-property answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

export async function benchHttpAnalysis({
  samples = 30,
  clients = 4,
} = {}): Promise<HttpAnalysisBench> {
  const server = await startBenchServer();
  const { base, pid } = server;
  const analyze = (address: string) => analyzeOn(base, address);

  try {
    const freshRssMb = memoryMb(pid, 'VmRSS');
    const supervisorRssMb = memoryMb(server.supervisorPid, 'VmRSS');

    const listed = await fetch(`${base}/api/demo/addresses`).then(
      (res) => res.json() as Promise<{ addresses: { address: string }[] }>,
    );
    // Every address is analysed cold only once per server, so each phase takes its own.
    const all = spread(
      listed.addresses.map((a) => a.address),
      3 + samples + 2 * samples,
    );
    const warmUp = all.slice(0, 3);
    const measured = all.slice(3, 3 + samples);
    const concurrent = all.slice(3 + samples);
    for (const address of warmUp) await analyze(address);

    const cold: number[] = [];
    for (const address of measured) cold.push(await timed(() => analyze(address)));
    const cached: number[] = [];
    for (const address of measured) cached.push(await timed(() => analyze(address)));

    const queue = [...concurrent];
    const requests = queue.length;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift())
          await analyze(next);
      }),
    );
    const seconds = (performance.now() - start) / 1000;

    // Health and the public reads take turns in short rounds, so a noisy neighbour on the
    // machine slows all three alike; each figure is the median of its rounds.
    const reads: { path: string; headers: Record<string, string> }[] = [
      { path: '/api/health', headers: {} },
      { path: '/api/storefront/demo', headers: {} },
      { path: '/api/verify-api-key', headers: { 'x-api-key': DEMO_LANDING_API_KEY } },
    ];
    const rounds = reads.map(() => [] as { requestsPerSecond: number; p99Ms: number }[]);
    for (let round = 0; round < READ_ROUNDS; round++) {
      for (const [i, read] of reads.entries()) {
        rounds[i]!.push(await load(`${base}${read.path}`, read.headers, READ_ROUND_SECONDS));
      }
    }
    const [health, ...publicRounds] = rounds.map((measured) => ({
      requestsPerSecond: median(measured.map((m) => m.requestsPerSecond)),
      p99Ms: median(measured.map((m) => m.p99Ms)),
      perRound: measured.map((m) => m.requestsPerSecond),
    }));
    if (!health) throw new Error('no health rounds');
    const publicReads: PublicRead[] = publicRounds.map((result, i) => ({
      path: reads[i + 1]!.path,
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.p99Ms,
      ratioToHealth:
        Math.round(
          median(result.perRound.map((rps, round) => rps / health.perRound[round]!)) * 100,
        ) / 100,
    }));

    return {
      freshRssMb,
      supervisorRssMb,
      peakRssMb: memoryMb(pid, 'VmHWM'),
      cold: stats(cold),
      cached: stats(cached),
      throughput: {
        clients,
        requests,
        requestsPerSecond: Math.round((requests / seconds) * 10) / 10,
      },
      health: { requestsPerSecond: health.requestsPerSecond, p99Ms: health.p99Ms },
      publicReads,
    };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchHttpAnalysis();
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
