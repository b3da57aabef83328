/**
 * pnpm measure <image.png|.tif> --gsd <metres per pixel> [--parcel <polygon.geojson in pixel coordinates>]
 *   [--mask-out <classes.png>] [--nir <nir.png>] [--footprints <footprints.geojson>] [--truth <classes.png>]
 *   [--truth-sq-ft <lawn area known to be right>] [--date <capture date YYYY-MM-DD>]
 *   [--classifier regions|pixels]
 * Classifies and measures an image without server or database and prints JSON, with the
 * measurement's confidence as the analysis result gives it; on a terminal, each step on stderr.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { measureImage } from './measureImage.ts';
import { runCli } from './runCli.ts';

const USAGE =
  'Usage: pnpm measure <image.png|.tif> --gsd <metres per pixel> [--parcel <polygon.geojson in pixel coordinates>] ' +
  '[--mask-out <classes.png>] [--nir <nir.png>] [--footprints <footprints.geojson in pixel coordinates>] [--truth <classes.png>] ' +
  '[--truth-sq-ft <lawn area known to be right>] [--date <capture date YYYY-MM-DD>] [--classifier regions|pixels]';

const gsdSchema = z.coerce
  .number()
  .positive('--gsd must be a positive number of metres per pixel')
  .max(100, '--gsd is in metres per pixel');
const classifierSchema = z.enum(['pixels', 'regions'], {
  error:
    '--classifier is regions (the default, for photographs) or pixels (for the demo painter’s images)',
});
const dateSchema = z.iso.date('--date must be a date such as 2025-07-14');
const truthSqFtSchema = z.coerce
  .number()
  .positive('--truth-sq-ft must be a positive number of square feet');

/** `pnpm measure` runs inside packages/api; paths are meant from where the user typed it (pnpm's INIT_CWD). */
const fromUser = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const optionalPath = (path: string | undefined) => (path === undefined ? null : fromUser(path));

/**
 * Each step on stderr with the seconds so far, when stderr is a terminal: stdout stays the
 * JSON alone, and a script reading stderr gets no chatter.
 */
function progressOnTerminal() {
  if (!process.stderr.isTTY) return { step: undefined, done: () => undefined };
  const start = performance.now();
  const line = (text: string) =>
    process.stderr.write(
      `${((performance.now() - start) / 1000).toFixed(1).padStart(5)} s  ${text}\n`,
    );
  return { step: (step: string) => line(`${step}…`), done: () => line('Done') };
}

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
      'truth-sq-ft': { type: 'string' },
      date: { type: 'string' },
      classifier: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const imagePath = positionals[0];
  if (values.help || !imagePath) {
    process.stdout.write(`${USAGE}\n`);
    if (!imagePath && !values.help) process.exitCode = 2;
    return;
  }
  const progress = progressOnTerminal();
  const report = await measureImage({
    imagePath: fromUser(imagePath),
    gsd: values.gsd === undefined ? null : gsdSchema.parse(values.gsd),
    nirPath: optionalPath(values.nir),
    parcelPath: optionalPath(values.parcel),
    footprintsPath: optionalPath(values.footprints),
    truthPath: optionalPath(values.truth),
    truthSqFt:
      values['truth-sq-ft'] === undefined ? null : truthSqFtSchema.parse(values['truth-sq-ft']),
    maskOutPath: optionalPath(values['mask-out']),
    captureDate: values.date === undefined ? null : dateSchema.parse(values.date),
    classifier: classifierSchema.parse(values.classifier ?? 'regions'),
    onProgress: progress.step,
  });
  progress.done();
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

runCli('measure', USAGE, main);
