import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { assetsBesideChunks } from './build/assetsBesideChunks.ts';
import { bannerFor } from './build/banner.ts';
import { minifiedCss } from './build/minifiedCss.ts';
import { withoutZodJsonSchema } from './build/withoutZodJsonSchema.ts';

/** The site's own React: one copy on the page, and hooks that work across the boundary. */
const PEERS = /^(react|react-dom)(\/.*)?$/;

/**
 * The npm package, lib/: `element.js` and `react.js` as ES modules with @yardstick/core,
 * zod and zustand inside and React left to the site (a peer dependency). maplibre's worker
 * ships in lib/assets/, found from the chunk that starts it.
 */
export default defineConfig({
  plugins: [react(), withoutZodJsonSchema(), minifiedCss(), assetsBesideChunks()],
  build: {
    outDir: 'lib',
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: { element: 'src/package/element.ts', react: 'src/package/react.tsx' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: (id) => PEERS.test(id),
      output: { chunkFileNames: 'shared-[hash].js', postBanner: bannerFor() },
    },
  },
});
