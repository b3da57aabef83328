// Compiles the server into dist/main.js (ES modules with source maps) for `pnpm start`.
// Workspace packages (core, engine) are bundled from source; the server's own dependencies stay
// external and load from node_modules, which keeps native and WebAssembly packages working.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@yardstick/'));
// The bundle has no engine sources to hash: the demo region's painter version is fixed here.
const { painterVersion } = await tsImport(
  '../engine/src/demoRegion/painterVersion.ts',
  import.meta.url,
);
const { ENGINE_THREAD_ENTRIES } = await tsImport(
  '@yardstick/engine/threadEntries',
  import.meta.url,
);

await build({
  // The analysis, demo-region and database threads run their own entries, found beside main.js.
  entryPoints: {
    main: 'src/app/main.ts',
    pgliteThread: 'src/platform/db/pgliteThread.ts',
    ...ENGINE_THREAD_ENTRIES,
  },
  outdir: 'dist',
  // Modules imported with import() (the Stripe SDK) become chunks loaded when first needed.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  external,
  logLevel: 'warning',
  define: { DEMO_PAINTER_VERSION: JSON.stringify(painterVersion()) },
  // Bundled CommonJS dependencies of the engine still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
