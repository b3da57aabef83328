import { rmSync } from 'node:fs';

/**
 * Removes the run's server data directory, when playwright.config.ts made it for this run.
 * The global teardown runs while the server still writes there (Playwright stops it after
 * the teardown), so the folder goes when the run's own process exits, after the server.
 */
export default function removeDataDir(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.E2E_REMOVE_DATA_DIR !== '1') return;
  process.once('exit', () => {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    } catch (error) {
      console.warn(
        `The browser tests' data directory ${dir} could not be removed: ${String(error)}`,
      );
    }
  });
}
