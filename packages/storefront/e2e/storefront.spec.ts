/** An active storefront on its own host, http://<subdomain>.localhost:PORT/ (SPEC §2.1, §2.9). */
import { storefrontSchema } from '@yardstick/core/schemas/storefronts';
import { demoAddresses, expectedServicePrice, splitTotal } from '@yardstick/e2e-support/estimator';
import { LAWN_SERVICES } from '@yardstick/e2e-support/owners';
import { uniqueId } from '@yardstick/e2e-support/site';
import { StorefrontUi, rgb } from '@yardstick/e2e-support/storefront';
import { expect, test } from '@yardstick/e2e-support/test';

const [MOWING] = LAWN_SERVICES;
const [WEEKLY] = MOWING.frequencies;

test.describe('Storefront page', () => {
  test("brands demo.localhost with the demo owner's storefront and takes a quote there", async ({
    page,
    site,
  }) => {
    const answer = await page.request.get(`${site.main}/api/storefront/demo`);
    expect(answer.ok()).toBe(true);
    const demo = storefrontSchema.parse(await answer.json());
    const [, , , , address = ''] = await demoAddresses(page.request, site.main);

    await page.goto(site.storefront('demo'));
    const storefront = new StorefrontUi(page);
    await storefront.expectBranded(demo.companyName, demo.primaryColor, demo.secondaryColor);
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} ${demo.companyName}. All rights reserved.`,
    );

    const ui = storefront.estimator;
    const result = await ui.analyze(page, address);
    await ui.expectResults(result);
    await ui.expectMapLoaded();
    await ui.acceptQuote({ name: 'Sam Demo', email: 'sam.demo@example.com' });
  });

  test("sends a quote taken on an owner's storefront to that owner only", async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const otherOwner = await owners.create({ services: LAWN_SERVICES });
    const colors = { primaryColor: '#14532D', secondaryColor: '#65A30D', accentColor: '#B45309' };
    const subdomain = `lawn-${uniqueId()}`;
    await owner.publishStorefront({ subdomain, companyName: 'Meadow & Sons Lawns', ...colors });
    const [, , , , , address = ''] = await demoAddresses(page.request, site.main);

    await page.goto(site.storefront(subdomain));
    const storefront = new StorefrontUi(page);
    await storefront.expectBranded(
      'Meadow & Sons Lawns',
      colors.primaryColor,
      colors.secondaryColor,
    );
    const ui = storefront.estimator;
    // The estimator takes the storefront's accent colour for its main button.
    await expect(ui.analyzeButton).toHaveCSS('background-color', rgb(colors.accentColor));

    const result = await ui.analyze(page, address);
    await ui.expectResults(result);
    const weekly = expectedServicePrice(result, MOWING.name, WEEKLY);
    await expect(ui.total).toHaveText(splitTotal({ visit: weekly }));
    await ui.acceptQuote({ name: 'Alex Meadow', email: 'alex.meadow@example.com' });

    const quotes = await owner.acceptedQuotes();
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({
      customerName: 'Alex Meadow',
      customerEmail: 'alex.meadow@example.com',
      customerAddress: address,
      totalCost: weekly,
      propertyAnalysisId: result.analysisId,
    });
    expect(await otherOwner.acceptedQuotes()).toEqual([]);
  });
});
