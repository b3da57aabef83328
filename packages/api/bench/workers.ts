/**
 * Analyses per second over HTTP with one and with two server processes (WORKERS) on one
 * PostgreSQL database (BENCH_DATABASE_URL), and their ratio: what a second process on the same
 * machine adds. Both run on a database of their own, created on that server and dropped after,
 * and each analyses addresses the other did not, so neither reads a cached analysis.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { listDemoAddresses } from '@yardstick/engine';
import pg from 'pg';
import { spread } from './analysisEngine.ts';
import { analyzeOn, startBenchServer } from './httpAnalysis.ts';

export interface WorkersBench {
  clients: number;
  analysesPerRun: number;
  oneWorker: number;
  twoWorkers: number;
  ratio: number;
}

async function analysesPerSecond(
  databaseUrl: string,
  workers: number,
  addresses: string[],
  clients: number,
): Promise<number> {
  const server = await startBenchServer({ DATABASE_URL: databaseUrl, WORKERS: String(workers) });
  try {
    const queue = [...addresses];
    const start = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift())
          await analyzeOn(server.base, next);
      }),
    );
    return Math.round((addresses.length / ((performance.now() - start) / 1000)) * 10) / 10;
  } finally {
    await server.stop();
  }
}

/** Runs `measure` on a new, empty database on the server `serverUrl` names. */
export async function onFreshDatabase<T>(serverUrl: string, measure: (url: string) => Promise<T>) {
  const name = `yardstick_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await measure(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function benchWorkers(
  serverUrl: string,
  options: { analysesPerRun?: number; clients?: number } = {},
): Promise<WorkersBench> {
  return onFreshDatabase(serverUrl, (url) => measureWorkers(url, options));
}

async function measureWorkers(
  databaseUrl: string,
  { analysesPerRun = 24, clients = 4 } = {},
): Promise<WorkersBench> {
  const all = spread(
    listDemoAddresses().map((a) => a.address),
    2 * analysesPerRun,
  );
  const oneWorker = await analysesPerSecond(
    databaseUrl,
    1,
    all.filter((_, k) => k % 2 === 0),
    clients,
  );
  const twoWorkers = await analysesPerSecond(
    databaseUrl,
    2,
    all.filter((_, k) => k % 2 === 1),
    clients,
  );
  return {
    clients,
    analysesPerRun,
    oneWorker,
    twoWorkers,
    ratio: Math.round((twoWorkers / oneWorker) * 100) / 100,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL names the PostgreSQL database to measure on');
  const result = await benchWorkers(url);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
