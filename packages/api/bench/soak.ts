/**
 * `pnpm bench:soak [analyses]`: memory of the compiled server over many analyses (default
 * 10,000, cycling through the demo addresses), sampled as it goes. Caches are bounded, so
 * the resident size must level off rather than grow with the number of analyses.
 */
import { readFileSync } from 'node:fs';
import { analyzeOn, startBenchServer } from './httpAnalysis.ts';

const total = Number(process.argv[2] ?? 10_000);
const clients = 4;
const rssMb = (pid: number) =>
  Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024,
  );

const server = await startBenchServer();
try {
  const { addresses } = (await fetch(`${server.base}/api/demo/addresses`).then((res) =>
    res.json(),
  )) as { addresses: { address: string }[] };
  const samples: { analyses: number; rssMb: number }[] = [
    { analyses: 0, rssMb: rssMb(server.pid) },
  ];
  const every = Math.max(1, Math.floor(total / 20));
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (done < total) {
        const n = done++;
        await analyzeOn(server.base, addresses[n % addresses.length]?.address ?? '');
        if ((n + 1) % every === 0) samples.push({ analyses: n + 1, rssMb: rssMb(server.pid) });
      }
    }),
  );
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.table(samples);
  const firstHalf = samples.filter((s) => s.analyses <= total / 2).map((s) => s.rssMb);
  const secondHalf = samples.filter((s) => s.analyses > total / 2).map((s) => s.rssMb);
  console.log(
    JSON.stringify({
      analyses: total,
      seconds,
      maxRssFirstHalfMb: Math.max(...firstHalf),
      maxRssSecondHalfMb: Math.max(...secondHalf),
    }),
  );
} finally {
  await server.stop();
}
