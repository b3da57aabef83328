// `pnpm db:check`: the Drizzle schema and the committed migrations agree. drizzle-kit's own
// check looks at the snapshots only; here a copy of the migrations is handed to `generate`,
// and any migration it would write means a schema change was committed without one.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const sql = (dir) => readdirSync(dir).filter((name) => name.endsWith('.sql'));
// drizzle-kit reads `out` as a path relative to this package, so the copy lives here too.
const copy = relative(process.cwd(), mkdtempSync('.drizzle-check-'));
try {
  cpSync('drizzle', copy, { recursive: true });
  execFileSync('drizzle-kit', ['check'], { stdio: 'inherit' });
  const output = execFileSync('drizzle-kit', ['generate', '--name', 'uncommitted'], {
    env: { ...process.env, DRIZZLE_OUT: copy },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const missing = sql(copy).filter((name) => !sql('drizzle').includes(name));
  if (missing.length > 0) {
    console.error(
      'The Drizzle schema has changes no migration covers: run `pnpm --filter @yardstick/api db:generate --name <what>`.',
    );
    process.exitCode = 1;
  } else if (!/No schema changes/.test(output)) {
    console.error(`drizzle-kit generate did not confirm the schema:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('Schema and migrations agree.');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
