/**
 * The account page's embed snippets, pasted as an owner would into a page of their own site
 * (another origin): the script tag and the iframe each show the estimator with the owner's
 * key, and a quote accepted there reaches the owner. The React snippet is built into a React
 * site in packages/widget/e2e/npmPackage.spec.ts.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { copySnippet, openAccountAs } from '@yardstick/e2e-support/accountSnippets';
import {
  EstimatorUi,
  demoAddresses,
  expectedServicePrice,
  splitTotal,
} from '@yardstick/e2e-support/estimator';
import { LAWN_SERVICES } from '@yardstick/e2e-support/owners';
import { expect, test } from '@yardstick/e2e-support/test';

const [MOWING] = LAWN_SERVICES;
const [WEEKLY] = MOWING.frequencies;

/** Served by the examples server, the owner's own site here (gitignored). */
const PASTED_DIR = join(import.meta.dirname, '../../../examples/pasted');

/**
 * Writes `snippet` into a plain page of the owner's site and opens it. A real file on a real
 * server: Chromium blocks a page it cannot place on the network (a routed one) from
 * reaching the app on localhost.
 */
async function openPastedPage(page: Page, examples: string, snippet: string): Promise<void> {
  mkdirSync(PASTED_DIR, { recursive: true });
  const name = `${test.info().testId}.html`;
  writeFileSync(
    join(PASTED_DIR, name),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Green Acres</title></head>
<body><h1>Green Acres Lawn Care</h1><p>Get a price for your lawn:</p>
${snippet}
</body></html>`,
  );
  await page.goto(`${examples}/pasted/${name}`);
}

test.afterAll(() => rmSync(PASTED_DIR, { recursive: true, force: true }));

test.describe("Account page's embed snippets, pasted into the owner's site", () => {
  test('the script tag (the default tab) quotes and files the accepted quote with the owner', async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const [address = ''] = await demoAddresses(page.request, site.main);
    await openAccountAs(page, owner, site.main);
    await expect(page.getByRole('tab', { name: 'Script tag' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const snippet = await copySnippet(page, 'Script tag');
    expect(snippet).toContain(`src="${site.main}/widget/v1/yardstick.js"`);
    expect(snippet).toContain(`api-key="${await owner.apiKey()}"`);

    await openPastedPage(page, site.examples, snippet);
    const ui = new EstimatorUi(page.locator('yardstick-estimator'));
    const result = await ui.analyze(page, address);
    await expect(ui.total).toHaveText(
      splitTotal({ visit: expectedServicePrice(result, MOWING.name, WEEKLY) }),
    );
    await ui.acceptQuote({ name: 'Sam Script', email: 'sam@example.com' });
    const quotes = await owner.acceptedQuotes();
    expect(quotes.map((quote) => quote.customerName)).toEqual(['Sam Script']);
  });

  test('the iframe shows the embed page with the owner key and quotes', async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const [, address = ''] = await demoAddresses(page.request, site.main);
    await openAccountAs(page, owner, site.main);
    const snippet = await copySnippet(page, 'iframe');
    expect(snippet).toMatch(/^<iframe src="[^"]+\/embed\?apiKey=/);

    await openPastedPage(page, site.examples, snippet);
    const frame = page.frameLocator('iframe');
    const ui = new EstimatorUi(frame.locator('main'));
    const result = await ui.analyze(page, address);
    await expect(ui.total).toHaveText(
      splitTotal({ visit: expectedServicePrice(result, MOWING.name, WEEKLY) }),
    );
    await ui.acceptQuote({ name: 'Iris Frame', email: 'iris@example.com' });
    const quotes = await owner.acceptedQuotes();
    expect(quotes.map((quote) => quote.customerName)).toEqual(['Iris Frame']);
  });

  test('refreshing the key puts the new key into all three snippets', async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create();
    const oldKey = await owner.apiKey();
    await openAccountAs(page, owner, site.main);
    await expect(page.getByRole('textbox', { name: 'Script tag code' })).toHaveValue(
      new RegExp(oldKey),
    );
    await page.getByRole('button', { name: 'Refresh Embed Link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refresh Link' }).click();
    await expect(page.getByRole('textbox', { name: 'Script tag code' })).not.toHaveValue(
      new RegExp(oldKey),
    );
    const newKey = await owner.apiKey();
    expect(newKey).not.toBe(oldKey);
    for (const tab of ['Script tag', 'iframe', 'React'] as const) {
      const snippet = await copySnippet(page, tab);
      expect(snippet).toContain(newKey);
      expect(snippet).not.toContain(oldKey);
    }
  });
});
