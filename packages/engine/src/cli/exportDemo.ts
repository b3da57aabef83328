/**
 * tsx src/cli/exportDemo.ts [--seed N] [--look NAME] [--compact] --out <dir> [--parcels K]
 * Writes a demo region (image, NIR, truth mask, parcels, footprints) and K parcel crops,
 * so `pnpm measure` can be run on it. Looks are listed in demoRegion/regionLooks.ts.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_DEMO_SEED } from '../demoRegion/demoRegion.ts';
import { REGION_LOOK_NAMES, isRegionLookName } from '../demoRegion/regionLooks.ts';
import { exportDemo } from './exportDemoFiles.ts';
import { runCli } from './runCli.ts';

const USAGE = `Usage: tsx src/cli/exportDemo.ts [--seed N] [--look ${REGION_LOOK_NAMES.join('|')}] [--compact] --out <dir> [--parcels K]`;

const optionsSchema = z.object({
  seed: z.coerce.number().int().nonnegative().default(DEFAULT_DEMO_SEED),
  out: z.string().min(1, '--out <dir> is required'),
  parcels: z.coerce.number().int().nonnegative().default(3),
  look: z
    .string()
    .refine(isRegionLookName, `--look is one of ${REGION_LOOK_NAMES.join(', ')}`)
    .default('standard'),
  compact: z.boolean().default(false),
});

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: 'string' },
      out: { type: 'string' },
      parcels: { type: 'string' },
      look: { type: 'string' },
      compact: { type: 'boolean' },
    },
  });
  const options = optionsSchema.parse(values);
  if (!isRegionLookName(options.look)) throw new Error(USAGE);
  const written = await exportDemo({
    seed: options.seed,
    region: { look: options.look, compact: options.compact },
    outDir: options.out,
    parcelCrops: options.parcels,
    wholeRegion: true,
  });
  process.stdout.write(
    `${JSON.stringify({ seed: options.seed, look: options.look, out: options.out, written }, null, 2)}\n`,
  );
}

runCli('export-demo', USAGE, main);
