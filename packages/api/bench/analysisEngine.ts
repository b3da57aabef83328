/**
 * Analysis-engine benchmark on the demo region: latency of a cold analysis (per-parcel
 * cache empty, region already generated, as on a running server) and of a cached one,
 * throughput with concurrent analyses, and peak RSS. The same parcels are then measured cold
 * with their imagery handed over as photographs, which the region classifier reads (a real
 * provider's path). `pnpm bench` wires it in; run alone with `tsx bench/analysisEngine.ts` to
 * print the figures.
 */
import { fileURLToPath } from 'node:url';
import {
  createEngine,
  createProviders,
  DEFAULT_DEMO_SEED,
  getDemoRegion,
  listDemoAddresses,
} from '@yardstick/engine';
import { asPhotographs } from '@yardstick/engine/testing';

export interface LatencyStats {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
}

export interface AnalysisEngineBench {
  seed: number;
  /** One-off cost of generating the demo region (then kept in memory). */
  regionGenerationMs: number;
  cold: LatencyStats;
  /** Cold, the demo imagery read as a photograph (the region classifier). */
  coldAsPhotographs: LatencyStats;
  cached: LatencyStats;
  throughput: { concurrency: number; analyses: number; analysesPerSecond: number };
  peakRssMb: number;
}

export interface BenchOptions {
  seed?: number;
  /** Distinct parcels analysed cold (and then cached). */
  samples?: number;
  concurrency?: number;
}

export async function benchAnalysisEngine(
  options: BenchOptions = {},
): Promise<AnalysisEngineBench> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const concurrency = options.concurrency ?? 4;
  const engine = createEngine({ providerOptions: { demoSeed: seed } });
  const started = performance.now();
  getDemoRegion(seed);
  const regionGenerationMs = performance.now() - started;
  const addresses = spread(
    listDemoAddresses(seed).map((a) => a.address),
    options.samples ?? 40,
  );

  // Warm the JIT on a few parcels that are not measured.
  for (const address of addresses.slice(0, 3)) await engine.analyze(address);
  engine.forget();

  const cold: number[] = [];
  for (const address of addresses) cold.push(await timed(() => engine.analyze(address)));
  const cached: number[] = [];
  for (const address of addresses) cached.push(await timed(() => engine.analyze(address)));

  engine.forget();
  const queue = [...addresses];
  const throughputStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift())
        await engine.analyze(next);
    }),
  );
  const seconds = (performance.now() - throughputStart) / 1000;
  engine.forget();

  const photographs = createEngine({
    providers: asPhotographs(createProviders({ demoSeed: seed })),
  });
  for (const address of addresses.slice(0, 3)) await photographs.analyze(address);
  photographs.forget();
  const coldAsPhotographs: number[] = [];
  for (const address of addresses)
    coldAsPhotographs.push(await timed(() => photographs.analyze(address)));

  return {
    seed,
    regionGenerationMs: Math.round(regionGenerationMs),
    cold: stats(cold),
    coldAsPhotographs: stats(coldAsPhotographs),
    cached: stats(cached),
    throughput: {
      concurrency,
      analyses: addresses.length,
      analysesPerSecond: Math.round((addresses.length / seconds) * 10) / 10,
    },
    // maxRSS is in kilobytes and covers the whole run, region generation included.
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export function stats(values: number[]): LatencyStats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    samples: values.length,
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    meanMs: round(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)),
  };
}

/** `count` items spread evenly over the list (small lots, estates and commercial alike). */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, k) => items[Math.floor((k * items.length) / count)],
  ).filter((item): item is T => item !== undefined);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchAnalysisEngine();
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
