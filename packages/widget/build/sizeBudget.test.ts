import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { gzipBytes, initialChunks, sizeBudget, type BuiltChunk } from './sizeBudget.ts';

const chunk = (fileName: string, isEntry: boolean, imports: string[] = []): BuiltChunk => ({
  fileName,
  isEntry,
  imports,
  code: `export const name = ${JSON.stringify(fileName)};`,
});

describe('initialChunks', () => {
  it('takes the entry and what it imports statically, not what it imports later', () => {
    const chunks = [
      chunk('estimator.js', true, ['shared.js']),
      chunk('shared.js', false, ['runtime.js']),
      chunk('runtime.js', false),
      chunk('resultScreens.js', false, ['shared.js', 'zod.js']),
      chunk('zod.js', false),
    ];
    expect(initialChunks(chunks).map((c) => c.fileName)).toEqual([
      'estimator.js',
      'shared.js',
      'runtime.js',
    ]);
  });

  it('counts each file gzipped on its own', () => {
    const chunks = [chunk('a.js', true), chunk('b.js', true)];
    expect(gzipBytes(chunks)).toBe(gzipBytes([chunks[0]!]) + gzipBytes([chunks[1]!]));
  });
});

describe('sizeBudget', () => {
  /** A real build of a small module: random text so that gzip cannot shrink it much. */
  async function buildWithBudget(maxGzipKb: number) {
    const text = Array.from({ length: 4000 }, (_, i) => ((i * 7919) % 9973).toString(36)).join('');
    const root = mkdtempSync(join(tmpdir(), 'size-budget-'));
    writeFileSync(join(root, 'entry.js'), `export const text = ${JSON.stringify(text)};`);
    return build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [sizeBudget({ name: 'the test bundle', maxGzipKb })],
      build: { write: false, lib: { entry: 'entry.js', formats: ['es'], fileName: 'entry' } },
    });
  }

  it('fails the build when the first download is over its budget', async () => {
    await expect(buildWithBudget(1)).rejects.toThrow(
      /the test bundle is \d+\.\d KB gzip before its first screen, over its 1 KB budget/,
    );
  });

  it('lets a build within its budget through', async () => {
    await expect(buildWithBudget(100)).resolves.toBeDefined();
  });
});
