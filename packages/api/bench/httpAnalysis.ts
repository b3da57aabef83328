/**
 * The analysis call over real HTTP: the whole app (PGlite in a temp directory, the demo owner
 * and its landing key, the demo region) answering POST /api/analyze-property.
 */
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import { clearAnalysisCache, listDemoAddresses } from '@yardstick/engine';
import { createApp } from '../src/app.ts';
import { systemClock } from '../src/clock.ts';
import { parseEnv } from '../src/config.ts';
import { openDatabase } from '../src/db/openDatabase.ts';
import { seedDemoOwner } from '../src/demo/seedDemoOwner.ts';
import { createLogger } from '../src/logger.ts';
import { listen, urlOf } from '../src/server.ts';
import { spread, stats, timed, type LatencyStats } from './analysisEngine.ts';

export interface HttpAnalysisBench {
  cold: LatencyStats;
  cached: LatencyStats;
  throughput: { clients: number; requests: number; requestsPerSecond: number };
  peakRssMb: number;
}

export async function benchHttpAnalysis({
  samples = 30,
  clients = 4,
} = {}): Promise<HttpAnalysisBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yardstick-bench-'));
  const config = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789abcdef',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_API_KEY_MAX: '1000000',
    RATE_LIMIT_API_MAX: '1000000',
  });
  if (config.database.kind !== 'pglite') throw new Error('The bench runs on embedded PGlite');
  const database = await openDatabase(config.database);
  await seedDemoOwner(database.db, systemClock.now());
  const app = createApp({ config, database, logger: createLogger('silent'), clock: systemClock });
  const server = await listen(app, 0, '127.0.0.1');
  const url = `${urlOf(server)}/api/analyze-property`;

  const analyze = async (address: string) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEMO_LANDING_API_KEY },
      body: JSON.stringify({ address }),
    });
    if (!res.ok) throw new Error(`analyze-property answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };

  try {
    const addresses = spread(
      listDemoAddresses().map((a) => a.address),
      samples,
    );
    for (const address of addresses.slice(0, 3)) await analyze(address);
    clearAnalysisCache();

    const cold: number[] = [];
    for (const address of addresses) cold.push(await timed(() => analyze(address)));
    const cached: number[] = [];
    for (const address of addresses) cached.push(await timed(() => analyze(address)));

    clearAnalysisCache();
    const queue = [...addresses, ...addresses];
    const requests = queue.length;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift())
          await analyze(next);
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    return {
      cold: stats(cold),
      cached: stats(cached),
      throughput: {
        clients,
        requests,
        requestsPerSecond: Math.round((requests / seconds) * 10) / 10,
      },
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchHttpAnalysis().then((result) =>
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`),
  );
}
