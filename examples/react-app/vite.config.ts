import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative asset paths, so the built site works from any folder of a static server.
export default defineConfig({ base: './', plugins: [react()] });
