// The Vitest projects of a React front end, in two parts. Most files share one module graph and
// DOM per worker (React, Testing Library and the pages load once, not per file: the larger part
// of their cost). Files that replace a module with vi.mock get a graph of their own: in a shared
// one the real module may already be loaded, and the mock would never apply. The DOM is
// happy-dom: the front ends' tests cost about a third less CPU in it than in jsdom, and it has
// constructed style sheets, which the widget uses in browsers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_A_MODULE = /\bvi\.(doMock|mock)\(/;

/** The test files under `dirs` (relative to the package) that call vi.mock or vi.doMock. */
function filesReplacingModules(packageDir: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(packageDir, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file) && !file.includes('node_modules'))
      .map((file) => join(dir, file))
      .filter((file) => REPLACES_A_MODULE.test(readFileSync(join(packageDir, file), 'utf8'))),
  );
}

interface FrontEndProject {
  name: string;
  /** The package's vitest config URL (`import.meta.url`). */
  configUrl: string;
  /** Folders holding its tests. */
  dirs?: string[];
  /** `shared`: the files that share a graph; `ownGraph`: the files that replace modules. */
  part: 'shared' | 'ownGraph';
}

export function frontEndProject({ name, configUrl, dirs = ['src'], part }: FrontEndProject) {
  const packageDir = fileURLToPath(new URL('.', configUrl));
  const replacing = filesReplacingModules(packageDir, dirs);
  const include = dirs.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
  return defineProject({
    test: {
      name: part === 'shared' ? name : `${name}:own-graph`,
      environment: 'happy-dom',
      // Room for a machine loaded many times over (a hang still fails): no test judges time.
      testTimeout: 120_000,
      include: part === 'shared' ? include : replacing,
      exclude: part === 'shared' ? [...configDefaults.exclude, ...replacing] : [],
      setupFiles: ['src/testing/setup.ts'],
      isolate: part === 'ownGraph',
    },
  });
}
