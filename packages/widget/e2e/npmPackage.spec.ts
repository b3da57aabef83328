/**
 * The npm package as a React site gets it: the build packs the tarball, the server serves it,
 * and examples/react-app installs it from the server's URL (as the Account page says to) in a
 * folder outside the workspace, type-checks and builds; the built site is served from the
 * examples' other origin.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  EstimatorUi,
  demoAddresses,
  dollars,
  expectedServicePrice,
  splitTotal,
} from '@yardstick/e2e-support/estimator';
import { copySnippet, openAccountAs } from '@yardstick/e2e-support/accountSnippets';
import { openLawnEditor } from '@yardstick/e2e-support/lawnEditor';
import { LAWN_SERVICES } from '@yardstick/e2e-support/owners';
import { siteFrom } from '@yardstick/e2e-support/site';
import { expect, test } from '@yardstick/e2e-support/test';
import { widgetTarballPath } from '@yardstick/core/embed';
import { z } from 'zod';

const REPO = join(import.meta.dirname, '../../..');
const APP_SOURCE = join(REPO, 'examples/react-app');
const WIDGET_VERSION = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(join(REPO, 'packages/widget/package.json'), 'utf8'))).version;
/** Served by the examples server as /react-app/dist/. */
const APP_OUT = join(APP_SOURCE, 'dist');
const [MOWING] = LAWN_SERVICES;
const [WEEKLY] = MOWING.frequencies;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** package.json inside a .tgz, read without unpacking to disk (the tar headers are 512 bytes). */
function packedManifest(tarball: string): Record<string, unknown> {
  const tar = gunzipSync(readFileSync(tarball));
  for (let offset = 0; offset < tar.length;) {
    const name = tar
      .subarray(offset, offset + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '');
    const size =
      parseInt(
        tar
          .subarray(offset + 124, offset + 136)
          .toString('utf8')
          .trim(),
        8,
      ) || 0;
    if (name === 'package/package.json')
      return JSON.parse(tar.subarray(offset + 512, offset + 512 + size).toString('utf8'));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${tarball} has no package/package.json`);
}

let manifest: Record<string, unknown> = {};
/** The installed copy of the app, kept for the pasted-snippet build. */
let work = '';
let app = '';

/** Type-checks the installed app and builds it into `outDir`. */
function buildApp(outDir: string): void {
  run('pnpm', ['exec', 'tsc', '--noEmit', '-p', '.'], app);
  run('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'], app);
}

test.describe('npm package in a React app', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // What the Account page's React tab says to run: the package this server packed at build.
    const packageUrl = `${siteFrom(test.info().project.use.baseURL).main}${widgetTarballPath(WIDGET_VERSION)}`;
    work = mkdtempSync(join(tmpdir(), 'yardstick-react-app-'));
    const served = await fetch(packageUrl);
    expect(served.status).toBe(200);
    const tarball = join(work, 'served.tgz');
    writeFileSync(tarball, Buffer.from(await served.arrayBuffer()));
    manifest = packedManifest(tarball);

    app = join(work, 'app');
    cpSync(APP_SOURCE, app, {
      recursive: true,
      filter: (path) => !/[\\/](node_modules|dist)$/.test(path),
    });
    const appManifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
    appManifest.dependencies['@yardstick/widget'] = packageUrl;
    writeFileSync(join(app, 'package.json'), JSON.stringify(appManifest, null, 2));
    // Outside the workspace; React and the tools from the local store, the widget from the server.
    run('pnpm', ['install', '--prefer-offline', '--ignore-workspace'], app);
    buildApp(APP_OUT);
  });

  test.afterAll(() => rmSync(work, { recursive: true, force: true }));

  test('the example names the package as a server on port 3000 serves it (pnpm start)', () => {
    const example = JSON.parse(readFileSync(join(APP_SOURCE, 'package.json'), 'utf8'));
    expect(example.dependencies['@yardstick/widget']).toBe(
      `http://localhost:3000${widgetTarballPath(WIDGET_VERSION)}`,
    );
  });

  test('the tarball names no workspace package and leaves React to the site', () => {
    const text = JSON.stringify(manifest);
    expect(text).not.toContain('workspace:');
    expect(text).not.toContain('catalog:');
    expect(text).not.toContain('@yardstick/core');
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies).toEqual({
      react: expect.stringContaining('^18'),
      'react-dom': expect.stringContaining('^18'),
    });
    expect(Object.keys(manifest.exports as object)).toEqual(
      expect.arrayContaining(['./element', './react']),
    );
  });

  test('renders <YardstickEstimator>, quotes an address and hands the accepted quote to the site', async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const [address = ''] = await demoAddresses(page.request, site.main);
    const query = new URLSearchParams({ apiKey: await owner.apiKey(), apiBase: site.main });
    await page.goto(`${site.examples}/react-app/dist/index.html?${query}`);

    const ui = new EstimatorUi(page.locator('.quote-estimator'));
    await expect(
      page.getByRole('heading', { name: 'Property Analyzer - Powered by Green Acres Lawn Care' }),
    ).toBeVisible();
    // The site's theme reaches in through a custom property and a part, nothing else.
    await expect(ui.analyzeButton).toHaveCSS('background-color', 'rgb(27, 94, 32)');
    await expect(ui.analyzeButton).toHaveCSS('text-transform', 'uppercase');
    await expect(ui.analyzeButton).not.toHaveCSS('font-family', /Georgia/);

    const result = await ui.analyze(page, address);
    await expect(page.locator('#heard-analysis')).toHaveText(new RegExp(`^Analysed ${address}:`));
    const weekly = expectedServicePrice(result, MOWING.name, WEEKLY);
    await expect(ui.total).toHaveText(splitTotal({ visit: weekly }));
    await ui.acceptQuote({ name: 'Riley React', email: 'riley@example.com' });

    const [quote] = await owner.acceptedQuotes();
    expect(quote?.customerName).toBe('Riley React');
    await expect(page.locator('#heard-quote')).toHaveText(
      `Quote ${quote?.id} accepted by Riley React for ${dollars(weekly)}`,
    );
    expect(await page.evaluate(() => window.Yardstick?.version)).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test("opens the lawn editor, whose map starts maplibre's worker from the site's own build", async ({
    page,
    site,
    owners,
  }) => {
    // The site's bundler copied the package's worker beside the rest of the site.
    const assets = readdirSync(join(APP_OUT, 'assets'));
    expect(assets.some((file) => /^maplibre-gl-worker-.*\.js$/.test(file))).toBe(true);

    const owner = await owners.create({ services: LAWN_SERVICES });
    const [address = ''] = await demoAddresses(page.request, site.main);
    const query = new URLSearchParams({ apiKey: await owner.apiKey(), apiBase: site.main });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${site.examples}/react-app/dist/index.html?${query}`);
    const ui = new EstimatorUi(page.locator('.quote-estimator'));
    await ui.analyze(page, address);
    const editor = await openLawnEditor(ui.root, 'Adjust lawn area');
    await expect(editor.getByRole('group', { name: 'Lawn areas' })).toBeVisible();
    expect(workers.length).toBeGreaterThan(0);
  });

  test("the account page's React snippet compiles in the site and quotes, calling onQuoteAccepted", async ({
    page,
    site,
    owners,
  }) => {
    test.setTimeout(180_000);
    const owner = await owners.create({ services: LAWN_SERVICES });
    const [, address = ''] = await demoAddresses(page.request, site.main);
    await openAccountAs(page, owner, site.main);
    const snippet = await copySnippet(page, 'React');
    // The line the page gives is the one this site was installed with (beforeAll).
    await expect(page.getByRole('textbox', { name: 'Install the package' })).toHaveValue(
      `npm install ${site.main}${widgetTarballPath(WIDGET_VERSION)}`,
    );

    // Pasted as a file of the site, and shown as its whole page.
    writeFileSync(join(app, 'src/PastedSnippet.tsx'), snippet);
    writeFileSync(
      join(app, 'src/main.tsx'),
      `import { createRoot } from 'react-dom/client';
import { InstantQuote } from './PastedSnippet.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(<InstantQuote />);
`,
    );
    buildApp(join(APP_OUT, 'pasted'));

    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`${site.examples}/react-app/dist/pasted/index.html`);
    const ui = new EstimatorUi(page.locator('[data-yardstick-estimator]'));
    const result = await ui.analyze(page, address);
    await expect(ui.total).toHaveText(
      splitTotal({ visit: expectedServicePrice(result, MOWING.name, WEEKLY) }),
    );
    await ui.acceptQuote({ name: 'Pat Pasted', email: 'pat@example.com' });
    const [quote] = await owner.acceptedQuotes();
    expect(quote?.customerName).toBe('Pat Pasted');
    await expect.poll(() => logged).toContain(`Quote accepted ${quote?.id}`);
  });
});
