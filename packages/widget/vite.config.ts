import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/**
 * The custom element as ONE self-contained IIFE, dist/yardstick.js: React, r2wc, zustand,
 * zod and core are all inside, so a third-party page needs only the script tag.
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    lib: {
      entry: 'src/script.ts',
      name: 'YardstickWidget',
      formats: ['iife'],
      fileName: () => 'yardstick.js',
    },
    rolldownOptions: {
      output: {
        postBanner: `/*! Yardstick estimator widget v${version} */`,
      },
    },
  },
});
