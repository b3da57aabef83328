import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { assetUrlFrom, assetsBesideChunks } from './assetsBesideChunks.ts';

/** A library whose lazy chunk starts a worker by URL, as the lawn editor starts maplibre's. */
async function buildLibrary(plugins: Plugin[]): Promise<Rollup.OutputBundle[string][]> {
  const root = mkdtempSync(join(tmpdir(), 'assets-beside-chunks-'));
  mkdirSync(join(root, 'map'));
  writeFileSync(join(root, 'map/worker.js'), 'self.onmessage = () => self.postMessage(1);');
  writeFileSync(
    join(root, 'map/map.js'),
    "import url from './worker.js?worker&url';\nexport const start = () => new Worker(url);",
  );
  writeFileSync(join(root, 'entry.js'), "export const map = () => import('./map/map.js');");
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      lib: { entry: 'entry.js', formats: ['es'], fileName: 'entry' },
      rolldownOptions: { output: { chunkFileNames: 'shared-[hash].js' } },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return result.output;
}

describe('assetUrlFrom', () => {
  it('names the file from the chunk that asks for it', () => {
    expect(assetUrlFrom('shared-a.js', 'assets/worker-b.js')).toBe(
      'new URL("./assets/worker-b.js", import.meta.url).href',
    );
    expect(assetUrlFrom('chunks/shared-a.js', 'assets/worker-b.js')).toBe(
      'new URL("../assets/worker-b.js", import.meta.url).href',
    );
  });
});

describe('assetsBesideChunks', () => {
  it('ships the worker and has the chunk find it beside itself', async () => {
    const files = await buildLibrary([assetsBesideChunks()]);
    const worker = files.find(
      (file) => file.type === 'asset' && /worker-.*\.js$/.test(file.fileName),
    );
    expect(worker?.fileName).toMatch(/^assets\//);
    const chunk = files.find((file) => file.type === 'chunk' && file.code.includes('new Worker'));
    expect(chunk?.type === 'chunk' && chunk.code).toContain(
      `new URL("./${worker?.fileName}", import.meta.url)`,
    );
  });

  it("fails a build whose chunk names a file from the site's root", async () => {
    const fromRoot: Plugin = {
      name: 'from-root',
      config: () => ({ experimental: { renderBuiltUrl: (filename) => `/${filename}` } }),
    };
    await expect(
      buildLibrary([fromRoot, { ...assetsBesideChunks(), config: undefined }]),
    ).rejects.toThrow(/names \/assets\/worker-.*\.js from the site's root/);
  });
});
