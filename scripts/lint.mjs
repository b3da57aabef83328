// `pnpm lint`: every check of the code that runs no test, one after another, stopping at the
// first that fails.
//
//   node scripts/lint.mjs [--type-check]
//
// --type-check: oxlint also reports the TypeScript compiler's errors. Its type-aware rules build
// the workspace's types anyway, so the full run checks types here, for a third of what a
// separate `tsc -b` costs on a clean clone; `pnpm typecheck` stays, incremental, for the inner
// loop. examples/react-app resolves its imports only once installed from the packed widget,
// where the widget's browser test type-checks it: here it gets the rules without the compiler.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const typeCheck = process.argv.includes('--type-check');
const INSTALLED_APART = 'examples/react-app';
const oxlint = ['oxlint', '-c', 'oxlint.config.js', '--type-aware', '--deny-warnings'];

const checks = [
  // ESLint only for the React Compiler's rules, which need the compiler only ESLint hosts.
  [
    'eslint',
    ...['packages/admin', 'packages/storefront', 'packages/widget', '--max-warnings=0'],
    ...['--cache', '--cache-location', 'node_modules/.cache/eslint/'],
  ],
  typeCheck
    ? [...oxlint, '--type-check', '--ignore-pattern', `${INSTALLED_APART}/**`, '.']
    : [...oxlint, '.'],
  ...(typeCheck ? [[...oxlint, INSTALLED_APART]] : []),
  ['oxfmt', '--check'],
  ['pnpm', '--silent', '--filter', '@yardstick/api', 'db:check'],
];

for (const [command, ...args] of checks) {
  const bin = command === 'pnpm' ? command : join(root, 'node_modules/.bin', command);
  const { status, error } = spawnSync(bin, args, { cwd: root, stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}
