// `pnpm start` serves the built front ends; build any that a fresh clone does not have yet.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const frontEnds = [
  { name: '@yardstick/widget', output: 'packages/widget/dist/yardstick.js' },
  { name: '@yardstick/admin', output: 'packages/admin/dist/index.html' },
  { name: '@yardstick/storefront', output: 'packages/storefront/dist/index.html' },
];

for (const { name, output } of frontEnds) {
  if (existsSync(join(root, output))) continue;
  console.log(`Building ${name} (first start)…`);
  execFileSync('pnpm', ['--filter', name, 'build'], { cwd: root, stdio: 'inherit' });
}
