import { fileURLToPath } from 'node:url';

/**
 * The engine's thread entries by name, for the server's bundler: each ships as `<name>.js`
 * beside the bundled entry, where the engine looks for it (pipeline/threads/engineThread.ts).
 */
export const ENGINE_THREAD_ENTRIES = {
  analysisThread: fileURLToPath(new URL('./pipeline/threads/analysisThread.ts', import.meta.url)),
  demoRegionThread: fileURLToPath(
    new URL('./pipeline/threads/demoRegionThread.ts', import.meta.url),
  ),
  lawnThread: fileURLToPath(new URL('./pipeline/threads/lawnThread.ts', import.meta.url)),
} as const;
