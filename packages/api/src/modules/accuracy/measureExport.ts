/**
 * pnpm measure-export --out <dir>
 * Writes every verified job its owner agreed to share as an evaluation case for
 * `pnpm measure` (see exportVerifiedJobs.ts), from the database the server uses, with the
 * imagery fetched again from the providers it uses.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { exitWithError } from '../../platform/cli/commandErrors.ts';
import { loadConfig } from '../../platform/config/config.ts';
import { openDatabase } from '../../platform/db/openDatabase.ts';
import { engineFromConfig } from '../../platform/config/engineFromConfig.ts';
import { exportVerifiedJobs } from './exportVerifiedJobs.ts';

const USAGE = 'Usage: pnpm measure-export --out <dir>';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const outDir = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    const { cases, skipped } = await exportVerifiedJobs(
      database.db,
      engineFromConfig({ ...config, analysis: { ...config.analysis, threads: 0 } }),
      outDir,
    );
    const masks = cases.filter((c) => c.hasTruthMask).length;
    console.log(
      `Wrote ${cases.length} shared verified job(s) to ${outDir} (${masks} with a lawn drawn as mowed).`,
    );
    for (const reason of skipped) console.log(`Skipped: ${reason}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => exitWithError(error, 'The verified jobs could not be exported:'));
