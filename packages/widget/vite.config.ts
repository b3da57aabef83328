import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { bannerFor } from './build/banner.ts';
import { minifiedCss } from './build/minifiedCss.ts';
import { sizeBudget } from './build/sizeBudget.ts';
import { sriManifestPlugin } from './build/sriManifest.ts';

/** Written by `vite build -c vite.estimator.config.ts`, which runs first. */
function estimatorEntry(): string {
  const manifest = JSON.parse(
    readFileSync(new URL('./dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('Build the estimator chunks first (vite.estimator.config.ts).');
  return entry.file;
}

/**
 * The CDN loader, dist/yardstick.js: one small IIFE with no React in it, which draws the
 * estimator's first screen (src/loader/firstScreen.ts) and its stylesheet itself. It imports the
 * estimator's entry chunk relative to its own URL, so every copy of the loader (latest,
 * v1, exact version) shares the same immutable chunks.
 */
export default defineConfig({
  define: { __ESTIMATOR_ENTRY__: JSON.stringify(`./${estimatorEntry()}`) },
  plugins: [minifiedCss(), sriManifestPlugin(), sizeBudget({ name: 'The loader', maxGzipKb: 10 })],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    minify: true,
    sourcemap: false,
    lib: {
      entry: 'src/loader/loader.ts',
      name: 'YardstickLoader',
      formats: ['iife'],
      fileName: () => 'yardstick.js',
    },
    rolldownOptions: { output: { postBanner: bannerFor() } },
  },
});
