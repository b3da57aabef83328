/**
 * What a visitor downloads: each page opened in headless Chromium against `pnpm start`'s
 * server, every response's bytes as sent over HTTP (compressed where the server compressed)
 * and as the page used them, summed until the page is idle.
 */
import { chromium, type Page, type Response } from '@playwright/test';
import { DEMO_PRESET_ADDRESSES } from '@yardstick/core/demo';
import { DEMO_SUBDOMAIN } from '../src/app/demo/seedDemoOwner.ts';
import { startBenchServer } from './httpAnalysis.ts';

export interface PageTransfer {
  page: string;
  requests: number;
  /** Bodies as they came over the wire. */
  sentKb: number;
  /** The same bodies decoded. */
  decodedKb: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function measure(page: Page, name: string, open: () => Promise<unknown>) {
  const responses: Promise<{ sent: number; decoded: number }>[] = [];
  const onResponse = (response: Response) => {
    responses.push(
      Promise.all([response.request().sizes(), response.body().catch(() => Buffer.alloc(0))]).then(
        ([sizes, body]) => ({ sent: sizes.responseBodySize, decoded: body.length }),
      ),
    );
  };
  page.on('response', onResponse);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const sizes = await Promise.all(responses);
  return {
    page: name,
    requests: sizes.length,
    sentKb: kb(sizes.reduce((total, s) => total + s.sent, 0)),
    decodedKb: kb(sizes.reduce((total, s) => total + s.decoded, 0)),
  } satisfies PageTransfer;
}

const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
try {
  const port = new URL(server.base).port;
  const pages: [string, string][] = [
    ['landing page, with its live sample', `http://localhost:${port}/`],
    ['estimator frame (/embed)', `http://localhost:${port}/embed?apiKey=ys_pk_demo_landing_page`],
    ['storefront', `http://${DEMO_SUBDOMAIN}.localhost:${port}/`],
  ];
  const results: PageTransfer[] = [];
  for (const [name, url] of pages) {
    // A fresh context each time: nothing cached from the page before.
    const context = await browser.newContext();
    const page = await context.newPage();
    results.push(await measure(page, name, () => page.goto(url)));
    await context.close();
  }
  // The homeowner's next step on the frame: analyze an address, then open the lawn editor.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(pages[1]?.[1] ?? '');
  await page.waitForLoadState('networkidle');
  results.push(
    await measure(page, 'estimator frame: analyze, then "Adjust lawn area"', async () => {
      await page
        .getByRole('combobox', { name: 'Property address' })
        .fill(DEMO_PRESET_ADDRESSES[0] ?? '');
      await page.getByRole('button', { name: 'Analyze Property' }).click();
      await page.getByRole('button', { name: 'Adjust lawn area' }).click();
      await page.getByRole('group', { name: 'Adjust lawn area' }).waitFor();
    }),
  );
  await context.close();
  process.stdout.write(JSON.stringify({ pages: results }));
} finally {
  await browser.close();
  await server.stop();
}
