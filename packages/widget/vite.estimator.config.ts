import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bannerFor } from './build/banner.ts';
import { minifiedCss } from './build/minifiedCss.ts';
import { sizeBudget } from './build/sizeBudget.ts';
import { withoutZodJsonSchema } from './build/withoutZodJsonSchema.ts';

/**
 * The estimator proper as ES module chunks with content hashes (dist/chunks/), which the
 * loader imports from its own origin; dist/.vite/manifest.json tells the loader the entry.
 */
export default defineConfig({
  plugins: [
    react(),
    withoutZodJsonSchema(),
    minifiedCss(),
    // React included; zod and the screens after an analysis are lazy chunks (src/lazyChunks.ts).
    sizeBudget({ name: 'The estimator', maxGzipKb: 100 }),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Files the chunks refer to (the map's worker) are found beside them, wherever the site is.
  base: './',
  worker: {
    rolldownOptions: { output: { entryFileNames: 'chunks/[name]-[hash].js' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      input: { estimator: 'src/estimatorChunk.tsx' },
      // Lets the entry export what its lazy chunks share with it, instead of a third chunk
      // the loader would only discover after parsing the entry.
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        postBanner: bannerFor(),
      },
    },
  },
});
