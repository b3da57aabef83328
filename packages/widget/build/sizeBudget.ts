import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** Chunks this one imports statically: fetched before it can run. */
  imports: string[];
  code: string;
}

/** The entry chunks and everything they import statically: what runs before the first screen. */
export function initialChunks(chunks: BuiltChunk[]): BuiltChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Map<string, BuiltChunk>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || initial.has(chunk.fileName)) return;
    initial.set(chunk.fileName, chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  return [...initial.values()];
}

/** Each file gzipped on its own at level 9, as a CDN serves them, summed. */
export function gzipBytes(chunks: BuiltChunk[]): number {
  return chunks.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
}

/**
 * Fails the build when the code a page must download before the first screen grows past its
 * budget, so the size can only grow by changing the budget here, in review.
 */
export function sizeBudget({ name, maxGzipKb }: { name: string; maxGzipKb: number }): Plugin {
  return {
    name: 'yardstick-size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk'
          ? [
              {
                fileName: file.fileName,
                isEntry: file.isEntry,
                imports: file.imports,
                code: file.code,
              },
            ]
          : [],
      );
      const initial = initialChunks(chunks);
      const kb = gzipBytes(initial) / 1024;
      if (kb > maxGzipKb) {
        this.error(
          `${name} is ${kb.toFixed(1)} KB gzip before its first screen, over its ${maxGzipKb} KB budget ` +
            `(${initial.map((chunk) => chunk.fileName).join(', ')}). Move code needed only later ` +
            'behind a dynamic import (src/lazyChunks.ts).',
        );
      }
    },
  };
}
