// The Vitest projects of a React front end. Its files share one module graph and DOM per worker
// (React, Testing Library and the pages load once, not per file: the larger part of their
// cost), so a test swaps a dependency through the page (a prop or a context), not vi.mock: in
// a shared graph the real module may already be loaded, and a mock would never apply. Should a
// file ever have to replace a module, the mechanism is still here: give its package a
// `vitest.ownGraph.config.ts` with `part: 'ownGraph'` (its files then run isolated, about
// 1.1 CPU s each), and list the `<package>:own-graph` project in the root vitest.config.ts and
// in scripts/test.mjs; until then the shared project refuses to start rather than skip the
// file. The DOM is happy-dom: the front ends' tests cost about a third less CPU in it than in
// jsdom, and it has constructed style sheets, which the widget uses in browsers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_A_MODULE = /\bvi\.(doMock|mock)\(/;
const OWN_GRAPH_CONFIG = 'vitest.ownGraph.config.ts';

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
  if (part === 'shared' && replacing.length > 0 && !existsSync(join(packageDir, OWN_GRAPH_CONFIG)))
    throw new Error(
      `${name}: ${replacing.join(', ')} replace a module with vi.mock, which the shared module ` +
        `graph cannot honour: pass the dependency through the page, or see vitest.frontEnd.ts ` +
        `for a ${OWN_GRAPH_CONFIG}.`,
    );
  const include = dirs.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
  return defineProject({
    test: {
      name: part === 'shared' ? name : `${name}:own-graph`,
      environment: 'happy-dom',
      // Room for a machine loaded many times over (a hang still fails): no test judges time,
      // nor hook (the setup's beforeAll loads the estimator's lazy chunks from source).
      testTimeout: 120_000,
      hookTimeout: 240_000,
      include: part === 'shared' ? include : replacing,
      exclude: part === 'shared' ? [...configDefaults.exclude, ...replacing] : [],
      setupFiles: ['src/testing/setup.ts'],
      isolate: part === 'ownGraph',
    },
  });
}
