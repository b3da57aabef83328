import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves dist/ with a history fallback and /api on the same origin;
// in development, /api is proxied to it.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
