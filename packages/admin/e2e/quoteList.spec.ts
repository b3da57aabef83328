import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { APIRequestContext, Page } from '@playwright/test';
import { pausePageClock } from '@yardstick/e2e-support/pageClock';
import { expect, test } from '@yardstick/e2e-support/test';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { acceptQuotesOnOneAnalysis, createService } from './support/seed.ts';

/**
 * The Accepted Quotes list with many quotes: pages, search, filters and the CSV export, at
 * desktop and phone widths, by mouse and by keyboard.
 */

test.describe('Accepted Quotes list', () => {
  let owner: Owner;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'quotelist' });
    api = await ownerApi(owner);
    await createService(api, 'Lawn Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.008 }]);
    const customers = Array.from({ length: 22 }, (_, n) => ({
      name: `Customer ${String(n + 1).padStart(2, '0')}`,
      address: `${n + 1} Elm Street, Springfield`,
    }));
    customers.push({ name: 'Dana =Whitfield, "Jr"', address: '7 Oak Lane, Shelbyville' });
    const ids = await acceptQuotesOnOneAnalysis(api, customers);
    const updated = await api.patch(`/api/accepted-quotes/${ids[4]}`, {
      data: { status: 'completed', notes: 'Done, paid in cash' },
    });
    expect(updated.ok()).toBe(true);
  });
  test.afterAll(async () => {
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await signInAs(context, owner);
  });

  const cards = (page: Page) => page.getByRole('article');
  const pages = (page: Page) => page.getByRole('navigation', { name: 'Quote pages', exact: true });
  const summary = (page: Page) => pages(page).getByRole('status');

  test('pages through the quotes, newest first', async ({ page }) => {
    await page.goto('/accepted-quotes');
    await expect(summary(page)).toHaveText('Showing 1–20 of 23 quotes');
    await expect(cards(page)).toHaveCount(20);
    await expect(cards(page).first()).toHaveAccessibleName('Dana =Whitfield, "Jr"');
    await screenshot(page, 'quote-list');

    await pages(page).getByRole('button', { name: 'Next' }).click();
    await expect(summary(page)).toHaveText('Showing 21–23 of 23 quotes');
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).last()).toHaveAccessibleName('Customer 01');

    await page.goBack();
    await expect(summary(page)).toHaveText('Showing 1–20 of 23 quotes');
  });

  test('searches as the owner types, filters by status and dates, by keyboard alone', async ({
    page,
  }) => {
    const lists: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/accepted-quotes') lists.push(request.url());
    });
    // The pause of the search is judged on the page's own clock: the owner types a key every
    // 100 ms of it, however long the machine takes to deliver each one, then stops for a second.
    await page.clock.install();
    await page.goto('/accepted-quotes');
    await expect(cards(page)).toHaveCount(20);

    await page.getByLabel('Search', { exact: true }).focus();
    await pausePageClock(page);
    for (const key of 'oak lane') {
      await page.keyboard.type(key);
      await page.clock.runFor(100);
    }
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName('Dana =Whitfield, "Jr"');
    await expect(page).toHaveURL(/q=oak\+lane/);
    // Debounced: the list was asked for the whole words, not once per key.
    expect(lists.filter((url) => url.includes('q=')).length).toBe(1);

    await page.keyboard.press('Escape');
    await expect(cards(page)).toHaveCount(20);

    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Status', { exact: true })).toBeFocused();
    await page.getByLabel('Status', { exact: true }).selectOption('completed');
    await expect(summary(page)).toHaveText('Showing 1–1 of 1 quote');
    await expect(cards(page).first()).toHaveAccessibleName('Customer 05');

    const yesterday = new Date(Date.now() - 24 * 3600_000);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    await page.getByLabel('To', { exact: true }).fill(day);
    await expect(
      page.getByRole('heading', { name: 'No quotes match these filters' }),
    ).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Clear Filters' })
      .last()
      .press('Enter');
    await expect(summary(page)).toHaveText('Showing 1–20 of 23 quotes');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('');
  });

  test('opens filtered from the link in the new-quote e-mail', async ({ page }) => {
    await page.goto('/accepted-quotes?q=customer.07%40home.example');
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(
      'customer.07@home.example',
    );
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName('Customer 07');
  });

  test('exports the filtered quotes as CSV, one row per service line', async ({ page }) => {
    await page.goto('/accepted-quotes');
    await page.getByLabel('Search', { exact: true }).fill('Shelbyville');
    await expect(cards(page)).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^accepted-quotes-\d{4}-\d\d-\d\d\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Quote ID,Accepted At,Status,Customer Name,/);
    expect(lines).toHaveLength(2);
    // A name that starts no formula keeps its text; commas and quotes are quoted.
    expect(lines[1]).toContain('"Dana =Whitfield, ""Jr"""');
    expect(lines[1]).toContain('7 Oak Lane, Shelbyville');

    await page.getByLabel('Search', { exact: true }).fill('');
    await expect(cards(page)).toHaveCount(20);
    const [all] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const allLines = (await readFile(await all.path(), 'utf8')).trimEnd().split('\r\n');
    expect(allLines).toHaveLength(24);
  });

  test('fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/accepted-quotes');
    await expect(summary(page)).toHaveText('Showing 1–20 of 23 quotes');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await screenshot(page, 'quote-list');
  });

  test('lists a compact row per quote at 375 px, each opening its card with the map', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const maps: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/green-overlay-image')) maps.push(request.url());
    });
    await page.goto('/accepted-quotes');
    const rows = page.getByRole('main').getByRole('button', { expanded: false });
    await expect(rows).toHaveCount(20);
    await expect(cards(page)).toHaveCount(0);
    const listHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    // 20 quotes fit in a few screens, not the 41,000 px of 20 cards with their maps.
    expect(listHeight).toBeLessThan(5_000);
    expect(maps).toEqual([]);

    const listed = z
      .object({ acceptedQuotes: z.array(z.object({ customerAddress: z.string() })) })
      .parse(await (await api.get('/api/accepted-quotes?q=Shelbyville')).json());
    const dana = page.getByRole('button', { name: /^Dana =Whitfield/ });
    // The address the lawn was measured at (what the homeowner typed is on the card).
    await expect(dana).toContainText(listed.acceptedQuotes[0]?.customerAddress ?? '(none)');
    await expect(dana).toContainText('per visit');
    await dana.click();
    await expect(dana).toHaveAttribute('aria-expanded', 'true');
    const card = page.getByRole('article', { name: 'Dana =Whitfield, "Jr"' });
    await expect(card.getByRole('img', { name: /^Map of / })).toBeVisible();
    expect(maps.length).toBeGreaterThan(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(page, 'quote-list-compact-open');
    await dana.click();
    await expect(cards(page)).toHaveCount(0);
  });
});
