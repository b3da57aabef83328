import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set by the server's build (the bundle has no engine sources to read); unset from source. */
declare const DEMO_PAINTER_VERSION: string | undefined;

/** Bump when the stored files' layout changes (demoRegionStore.ts). */
const STORE_FORMAT = 1;

const IMPORT = /(?:from|import)\s+'(\.{1,2}\/[^']+\.ts)'/g;

/**
 * A short hash of everything that decides a generated region's bytes: demoRegion.ts and every
 * engine module it imports, directly or not. A stored region made by another painter is not
 * reused, so an edited painter regenerates the demo files on the next start.
 */
export function painterVersion(): string {
  if (typeof DEMO_PAINTER_VERSION === 'string') return DEMO_PAINTER_VERSION;
  return painterSourceHash(fileURLToPath(new URL('./demoRegion.ts', import.meta.url)));
}

/** The hash of `entry` and the relative imports it reaches, by path and content. */
export function painterSourceHash(entry: string): string {
  const root = dirname(dirname(entry));
  const seen = new Map<string, string>();
  const visit = (path: string) => {
    // A match inside a string (generated code a trainer writes) names no file here, and a
    // generated model is an output of training, not one of its inputs.
    if (seen.has(path) || !existsSync(path) || path.endsWith('.generated.ts')) return;
    const text = readFileSync(path, 'utf8');
    seen.set(path, text);
    for (const match of text.matchAll(IMPORT)) visit(resolve(dirname(path), match[1] ?? ''));
  };
  visit(entry);
  const hash = createHash('sha256').update(`format ${STORE_FORMAT}\n`);
  for (const path of [...seen.keys()].sort()) {
    hash.update(`${relative(root, path)}\n`).update(seen.get(path) ?? '');
  }
  return hash.digest('hex').slice(0, 12);
}
