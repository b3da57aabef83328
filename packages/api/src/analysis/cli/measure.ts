/**
 * pnpm measure <image.png|.tif> --gsd <metres per pixel> [--parcel <polygon.geojson in pixel coordinates>]
 *   [--mask-out <classes.png>] [--nir <nir.png>] [--footprints <footprints.geojson>] [--truth <classes.png>]
 * Classifies and measures an image without server or database and prints JSON.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { measureImage } from './measure-image.ts';
import { runCli } from './run-cli.ts';

const USAGE =
  'Usage: pnpm measure <image.png|.tif> --gsd <metres per pixel> [--parcel <polygon.geojson in pixel coordinates>] ' +
  '[--mask-out <classes.png>] [--nir <nir.png>] [--footprints <footprints.geojson in pixel coordinates>] [--truth <classes.png>]';

const gsdSchema = z.coerce
  .number()
  .positive('--gsd must be a positive number of metres per pixel')
  .max(100, '--gsd is in metres per pixel');

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      gsd: { type: 'string' },
      parcel: { type: 'string' },
      'mask-out': { type: 'string' },
      nir: { type: 'string' },
      footprints: { type: 'string' },
      truth: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const imagePath = positionals[0];
  if (values.help || !imagePath) {
    process.stdout.write(`${USAGE}\n`);
    if (!imagePath && !values.help) process.exitCode = 2;
    return;
  }
  const report = await measureImage({
    imagePath,
    gsd: values.gsd === undefined ? null : gsdSchema.parse(values.gsd),
    nirPath: values.nir ?? null,
    parcelPath: values.parcel ?? null,
    footprintsPath: values.footprints ?? null,
    truthPath: values.truth ?? null,
    maskOutPath: values['mask-out'] ?? null,
  });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

runCli('measure', USAGE, main);
