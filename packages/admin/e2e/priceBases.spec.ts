import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  analysisAnswer,
  demoAddresses,
  expectedLinePrice,
  dollars,
} from '@yardstick/e2e-support/estimator';
import { signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { uniqueId } from '@yardstick/e2e-support/site';
import { StorefrontUi } from '@yardstick/e2e-support/storefront';
import { expect, test } from '@yardstick/e2e-support/test';
import { acceptedQuoteSchema } from '@yardstick/core/schemas/quotes';
import { z } from 'zod';
import { openQuoteCard } from './support/quoteCards.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { closeToast } from '@yardstick/e2e-support/toasts';
import { webhookReceiver } from './support/webhookReceiver.ts';

/**
 * Prices charged on something else than the lawn, from the owner's Services page to the
 * homeowner's estimate and back to the owner: snow clearing per sq ft of driveway and walks,
 * edging per linear foot. The same lines, with what they are charged on and how much of it,
 * appear on the storefront, the owner's quote card, the CSV export and the webhook.
 */

const SNOW = { name: 'Snow clearing', basis: 'hardscape-area', rate: 0.05 } as const;
const EDGING = { name: 'Edging', basis: 'edge-length', rate: 0.25 } as const;

/** '1,240': quantities are shown as whole numbers with thousands separators. */
const count = (quantity: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(quantity);

/** The first row of a line's breakdown as the product words it, written out here. */
const snowRow = (quantity: number) => `Driveway and walks ${count(quantity)} sq ft × $0.050`;
const edgingRow = (quantity: number) => `Edging ${count(quantity)} ft × $0.25`;

const receiver = webhookReceiver();

/** Adds a one-price service through the Services page's dialog, charged on `basisOption`. */
async function addServiceThroughPage(
  page: Page,
  service: { name: string; basisOption: string; priceLabel: string; price: string },
  frequency: string,
): Promise<void> {
  const add = page.getByRole('button', { name: /^Add (Your First Service|Service)$/ }).first();
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add New Service' });
  await dialog.getByLabel('Service Name *').fill(service.name);
  await dialog.getByLabel('Charged on').selectOption({ label: service.basisOption });
  await dialog.getByLabel('Frequency').selectOption({ label: frequency });
  await dialog.getByRole('spinbutton', { name: service.priceLabel }).fill(service.price);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Added frequencies' })).toContainText(frequency);
  await screenshot(page, `price-bases-dialog-${service.name.toLowerCase().replace(/\W+/g, '-')}`, {
    fullPage: false,
  });
  await dialog.getByRole('button', { name: 'Create Service' }).click();
  await expect(dialog).toBeHidden();
}

/** The text of the first row of a line's breakdown ('Edging 310 ft × $0.25'). */
async function firstRow(scope: Locator, serviceName: string): Promise<string> {
  const breakdown = scope.getByLabel(`How the ${serviceName} price is made`);
  return (await breakdown.locator('dt').first().textContent()) ?? '';
}

/** A demo address whose lot has paving and edging, so both prices are offered on it. */
async function addressWithPavingAndEdging(owner: Owner, origin: string): Promise<string> {
  for (const address of (await demoAddresses(owner.api, origin)).slice(0, 8)) {
    const answer = await owner.api.post('/api/analyze-property', { data: { address } });
    expect(answer.ok(), await answer.text()).toBe(true);
    const { notOffered = [], services } = z
      .object({
        notOffered: z.array(z.object({ serviceName: z.string() })).optional(),
        services: z.array(z.object({ serviceName: z.string() })),
      })
      .parse(await answer.json());
    if (notOffered.length === 0 && services.length === 2) return address;
  }
  throw new Error('No demo lot among the first eight has both paving and edging');
}

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)) {
    const cell = match[1] ?? '';
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
  }
  return cells;
}

test.describe('Prices charged on paving and edging', () => {
  test('an owner prices snow clearing and edging; a homeowner accepts both with their quantities', async ({
    page,
    context,
    site,
    owners,
  }) => {
    test.setTimeout(240_000);
    const owner = await owners.create({ label: 'bases' });
    await signInAs(context, owner);
    const hook = await owner.api.post('/api/webhook-endpoints', {
      data: { url: receiver.url() },
    });
    expect(hook.ok(), await hook.text()).toBe(true);

    // The owner prices both services on the Services page.
    await page.goto('/services');
    await addServiceThroughPage(
      page,
      {
        name: SNOW.name,
        basisOption: 'Driveway and walks (sq ft)',
        priceLabel: 'Price per sq ft of paving ($)',
        price: '0.05',
      },
      'One-time',
    );
    // The second on a phone: the basis, its explanation and the unit fit 375 px.
    await page.setViewportSize({ width: 375, height: 812 });
    await addServiceThroughPage(
      page,
      {
        name: EDGING.name,
        basisOption: 'Edging (linear ft)',
        priceLabel: 'Price per linear ft ($)',
        price: '0.25',
      },
      'Monthly',
    );
    const cardOf = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(cardOf(SNOW.name)).toContainText('$0.050/sq ft of paving');
    await expect(cardOf(EDGING.name)).toContainText('$0.25/linear ft');
    await page.setViewportSize({ width: 1280, height: 720 });

    // A homeowner on the storefront gets both priced on the lot's own paving and edging.
    const address = await addressWithPavingAndEdging(owner, site.main);
    const subdomain = `bases-${uniqueId()}`;
    await owner.publishStorefront({ subdomain, companyName: 'Bases Lawn Co' });
    const homeowner = await context.browser()!.newPage();
    await homeowner.setViewportSize({ width: 1280, height: 900 });
    await homeowner.goto(site.storefront(subdomain));
    const ui = new StorefrontUi(homeowner).estimator;
    await ui.address.fill(address);
    const answered = analysisAnswer(homeowner);
    await ui.analyzeButton.click();
    const result = await answered;
    await expect(ui.services).toBeVisible();
    // The pictures below are of the prices and the map, with nothing over them.
    await closeToast(homeowner, 'Property analysis has been completed successfully.');
    expect(result).not.toHaveProperty('notOffered');
    const lineOf = (name: string) => {
      const line = result.services.find((candidate) => candidate.serviceName === name);
      if (!line?.quantity) throw new Error(`${name} was not priced on a quantity`);
      return { ...line, quantity: line.quantity };
    };
    const snow = lineOf(SNOW.name);
    const edging = lineOf(EDGING.name);
    expect([snow.basis, edging.basis]).toEqual([SNOW.basis, EDGING.basis]);
    expect(await firstRow(ui.services, SNOW.name)).toBe(snowRow(snow.quantity));
    expect(await firstRow(ui.services, EDGING.name)).toBe(edgingRow(edging.quantity));
    // Edging has no volume tiers: quantity × rate × complexity, rounded up.
    expect(edging.totalCost).toBe(
      expectedLinePrice(edging.quantity, EDGING.rate, result.aiComplexityScore),
    );
    for (const name of [SNOW.name, EDGING.name]) {
      await ui.serviceCheckbox(name).check();
      const shown = ui.services.locator('li.ys-service').filter({ hasText: name });
      await expect(shown.getByTestId('ys-line-price')).toContainText(
        dollars(lineOf(name).totalCost),
      );
    }
    await ui.expectMapLoaded();
    await screenshot(homeowner, 'price-bases-estimator');
    await homeowner.setViewportSize({ width: 375, height: 812 });
    await expect(ui.services.getByLabel(`How the ${EDGING.name} price is made`)).toBeVisible();
    await screenshot(homeowner, 'price-bases-estimator');
    const customer = { name: `Basis Homeowner ${uniqueId()}`, email: 'basis@example.com' };
    await ui.acceptQuote(customer);
    await homeowner.close();

    // The owner's card shows the same lines on the quantities stored with them.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/accepted-quotes');
      const card = await openQuoteCard(page, customer.name);
      expect(await firstRow(card, SNOW.name)).toBe(snowRow(snow.quantity));
      expect(await firstRow(card, EDGING.name)).toBe(edgingRow(edging.quantity));
      // From the top, so the sticky header is drawn where it belongs on the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'price-bases-quote-card');
    }

    // The CSV export: one row a line, with its basis and quantity in the last two columns.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/accepted-quotes');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const [header = [], ...rows] = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map(csvCells);
    const column = (name: string) => header.indexOf(name);
    expect(
      rows
        .map((row) => [
          row[column('Service')],
          row[column('Price Basis')],
          Number(row[column('Quantity')]),
        ])
        .sort(),
    ).toEqual(
      [
        [EDGING.name, EDGING.basis, edging.quantity],
        [SNOW.name, SNOW.basis, snow.quantity],
      ].sort(),
    );

    // The webhook's quote.accepted carries the same lines.
    await expect.poll(() => receiver.hooks.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const event = z
      .object({
        type: z.literal('quote.accepted'),
        data: z.object({ acceptedQuote: acceptedQuoteSchema }),
      })
      .parse(JSON.parse(receiver.hooks[0]?.body ?? ''));
    expect(
      event.data.acceptedQuote.services
        .map((line) => [line.serviceName, line.basis, line.quantity, line.totalCost])
        .sort(),
    ).toEqual(
      [
        [EDGING.name, EDGING.basis, edging.quantity, edging.totalCost],
        [SNOW.name, SNOW.basis, snow.quantity, snow.totalCost],
      ].sort(),
    );
  });
});
