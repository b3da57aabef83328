import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Absolute asset paths: the server answers every path of a tenant host with this index.html.
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true },
  // `vite` alone, on e.g. http://demo.localhost:5173, talks to the API server of `pnpm start`.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
