import { rmSync } from 'node:fs';

/** Removes the run's server data directory, when playwright.config.ts made it for this run. */
export default function removeDataDir(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_REMOVE_DATA_DIR === '1') rmSync(dir, { recursive: true, force: true });
}
