import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder holding a package.json, walking up from `start`. */
function packageRootFrom(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

/** packages/api, whether this code runs from src/ (tsx) or from the compiled dist/main.js. */
export const API_ROOT = packageRootFrom(dirname(fileURLToPath(import.meta.url)));

/** The repository root: DATA_DIR is relative to it, whatever directory the server starts in. */
export const REPO_ROOT = resolve(API_ROOT, '../..');
