/**
 * The price a homeowner sees is the price they get: accepted through the estimator's
 * surfaces, the stored quote carries the total the estimator showed.
 */
import { DEMO_LANDING_API_KEY, DEMO_PRESET_ADDRESSES } from '@yardstick/core/demo';
import { demoSampleWeeklyPrice } from '@yardstick/core/demoSample';
import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { acceptQuoteResponseSchema, type AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { EstimatorUi, demoAddresses, splitTotal } from '@yardstick/e2e-support/estimator';
import { LAWN_SERVICES } from '@yardstick/e2e-support/owners';
import { uniqueEmail, uniqueId, type Site } from '@yardstick/e2e-support/site';
import { expect, test } from '@yardstick/e2e-support/test';
import type { Page } from '@playwright/test';

/** The stored quote the next accept-quote answer carries (201: just stored). */
async function acceptAnswer(page: Page): Promise<AcceptedQuote> {
  const response = await page.waitForResponse(
    (candidate) =>
      candidate.url().endsWith('/api/accept-quote') &&
      candidate.request().method() === 'POST' &&
      candidate.status() === 201,
  );
  return acceptQuoteResponseSchema.parse(await response.json()).acceptedQuote;
}

test.describe('The price shown is the price stored', () => {
  const landingSurfaces: [string, (page: Page, site: Site) => Promise<EstimatorUi>][] = [
    [
      '/embed?apiKey=ys_pk_demo_landing_page',
      async (page) => {
        await page.goto(`/embed?apiKey=${encodeURIComponent(DEMO_LANDING_API_KEY)}`);
        return new EstimatorUi(page.locator('main'));
      },
    ],
    [
      "the script-tag example's element, on another origin",
      async (page, site) => {
        await page.goto(`${site.examples}/script-tag.html`);
        return new EstimatorUi(page.locator('yardstick-estimator#estimator-main'));
      },
    ],
  ];

  for (const [surface, open] of landingSurfaces) {
    test(`with the landing key on ${surface}, the stored total is the one shown at the demo rates`, async ({
      page,
      site,
    }) => {
      const ui = await open(page, site);
      const result = await ui.analyze(page, DEMO_PRESET_ADDRESSES[0] ?? '');
      // SPEC §9: the demo shows 95 % of the stored 0.008.
      const mowing = result.services.find((line) => line.serviceName === 'Lawn Mowing');
      expect(mowing?.pricePerSqFt).toBe(0.0076);
      const shown = (await ui.total.textContent()) ?? '';
      expect(shown).toMatch(/^\$\d/);
      await expect(ui.root.getByText(/^Volume discount −/).first()).toBeVisible();

      const stored = acceptAnswer(page);
      await ui.acceptQuote({ name: 'Dana Demo', email: uniqueEmail('dana') });
      const quote = await stored;
      expect(splitTotal({ visit: quote.totalCost })).toBe(shown);
      await expect(ui.root.getByRole('region', { name: 'Quote accepted' })).toContainText(shown);
      // The demo's prices are on the standard volume ladder: the discounted price is the one
      // shown and stored, and the stored line keeps the tiers it was priced with.
      expect(quote.totalCost).toBe(demoSampleWeeklyPrice());
      const storedMowing = quote.services.find((line) => line.serviceName === 'Lawn Mowing');
      expect(storedMowing?.volumeTiers).toEqual(STANDARD_VOLUME_TIERS);
    });
  }

  test('on a storefront, a price the owner changed before the accept is shown first, then stored as shown', async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const subdomain = `price-${uniqueId()}`;
    await owner.publishStorefront({ subdomain, companyName: 'Honest Lawns' });
    const [, , address = ''] = await demoAddresses(page.request, site.main);

    await page.goto(site.storefront(subdomain));
    const ui = new EstimatorUi(page.getByRole('main'));
    const result = await ui.analyze(page, address);
    const before = (await ui.total.textContent()) ?? '';
    const mowing = result.services.find((line) => line.serviceName === 'Lawn Mowing');
    if (!mowing) throw new Error('the storefront offers no mowing');

    // The owner doubles the mowing price while the homeowner reads the estimate.
    const raised = await owner.api.put(`/api/services/${mowing.serviceId}`, {
      data: {
        name: 'Lawn Mowing',
        isActive: true,
        sortOrder: 0,
        frequencies: [
          { frequency: 'weekly', pricePerSqFt: 0.016 },
          { frequency: 'bi-weekly', pricePerSqFt: 0.018 },
        ],
      },
    });
    expect(raised.ok()).toBe(true);

    await ui.root.getByRole('button', { name: 'Accept Quote' }).click();
    const form = ui.root.getByRole('form', { name: 'Accept quote' });
    await form.getByLabel('Full name').fill('Robin Honest');
    await form.getByLabel('Email').fill(uniqueEmail('robin'));
    await form.getByRole('button', { name: 'Accept Quote' }).click();
    await expect(form.getByTestId('ys-price-notice')).toContainText(
      /^Prices changed: Lawn Mowing \(Weekly\) is now \$[\d,]+\.\d\d per visit \(was \$[\d,]+\.\d\d\)/,
    );
    await expect(ui.total).not.toHaveText(before);
    const now = (await ui.total.textContent()) ?? '';
    expect(await owner.acceptedQuotes()).toEqual([]);

    const stored = acceptAnswer(page);
    await form.getByRole('button', { name: 'Accept Quote' }).click();
    await expect(ui.acceptedHeading).toBeVisible();
    const quote = await stored;
    expect(splitTotal({ visit: quote.totalCost })).toBe(now);
    const [listed] = await owner.acceptedQuotes();
    expect(listed?.totalCost).toBe(quote.totalCost);
  });
});
