import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { WIDGET_PACKAGE } from './banner.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.name.startsWith('.')
      ? []
      : entry.isDirectory()
        ? filesUnder(join(dir, entry.name))
        : [join(dir, entry.name)],
  );
}

/**
 * dist/manifest.json: every published file with its Subresource Integrity hash, so a page
 * can pin the loader with `integrity` and a deploy can be checked file by file.
 */
export function sriManifestPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'yardstick-sri-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const files = Object.fromEntries(
        filesUnder(outDir)
          .filter((file) => file.endsWith('.js'))
          .map((file) => [
            relative(outDir, file).replaceAll('\\', '/'),
            {
              integrity: `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`,
            },
          ]),
      );
      writeFileSync(
        join(outDir, 'manifest.json'),
        `${JSON.stringify({ version: WIDGET_PACKAGE.version, files }, null, 2)}\n`,
      );
    },
  };
}
