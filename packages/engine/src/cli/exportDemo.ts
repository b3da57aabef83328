/**
 * tsx src/cli/exportDemo.ts [--seed N] --out <dir> [--parcels K]
 * Writes a demo region (image, NIR, truth mask, parcels, footprints) and K parcel crops,
 * so `pnpm measure` can be run on it.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_DEMO_SEED } from '../demoRegion/demoRegion.ts';
import { exportDemo } from './exportDemoFiles.ts';
import { runCli } from './runCli.ts';

const USAGE = 'Usage: tsx src/cli/exportDemo.ts [--seed N] --out <dir> [--parcels K]';

const optionsSchema = z.object({
  seed: z.coerce.number().int().nonnegative().default(DEFAULT_DEMO_SEED),
  out: z.string().min(1, '--out <dir> is required'),
  parcels: z.coerce.number().int().nonnegative().default(3),
});

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { seed: { type: 'string' }, out: { type: 'string' }, parcels: { type: 'string' } },
  });
  const options = optionsSchema.parse(values);
  const written = await exportDemo({
    seed: options.seed,
    outDir: options.out,
    parcelCrops: options.parcels,
    wholeRegion: true,
  });
  process.stdout.write(
    `${JSON.stringify({ seed: options.seed, out: options.out, written }, null, 2)}\n`,
  );
}

runCli('export-demo', USAGE, main);
