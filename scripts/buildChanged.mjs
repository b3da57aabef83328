// `pnpm start` serves built files: the compiled server and the three front ends. Each is
// rebuilt when its inputs changed since it was last built (after a `git pull`, an edit, a
// fresh clone), judged by a hash of its own files and those of the workspace packages it uses.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'e2e', 'test-results', 'bench']);

/** What each build reads: its own package and the workspace packages it imports. */
export const BUILDS = [
  { name: '@yardstick/api', dir: 'packages/api', uses: ['core', 'engine'] },
  { name: '@yardstick/widget', dir: 'packages/widget', uses: ['core'] },
  { name: '@yardstick/admin', dir: 'packages/admin', uses: ['core', 'widget'] },
  { name: '@yardstick/storefront', dir: 'packages/storefront', uses: ['core', 'widget'] },
];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** A hash of every input file's path and bytes, plus the lockfile (dependency versions). */
export function inputsHash(build) {
  const hash = createHash('sha256');
  const dirs = [build.dir, ...build.uses.map((name) => `packages/${name}`)];
  const paths = dirs.flatMap((dir) => [...files(join(root, dir))]).sort();
  for (const path of [...paths, join(root, 'pnpm-lock.yaml')]) {
    hash.update(relative(root, path));
    hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

const stampOf = (build) => join(root, build.dir, 'dist', '.inputs');

export function isStale(build) {
  const stamp = stampOf(build);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== inputsHash(build);
}

/** Builds the package when its inputs changed since its last build, and stamps the build. */
export function buildIfStale(build) {
  const stamp = stampOf(build);
  if (!isStale(build)) return;
  const why = existsSync(stamp) ? 'its sources changed' : 'not built yet';
  console.log(`Building ${build.name} (${why})…`);
  execFileSync('pnpm', ['--filter', build.name, 'build'], { cwd: root, stdio: 'inherit' });
  if (statSync(join(root, build.dir, 'dist')).isDirectory()) {
    writeFileSync(stamp, `${inputsHash(build)}\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const build of BUILDS) buildIfStale(build);
}
