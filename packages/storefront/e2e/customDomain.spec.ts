/** A storefront on the owner's own domain (SPEC §2.1: any host that is not the main one). */
import { LAWN_SERVICES } from '@yardstick/e2e-support/owners';
import { uniqueId } from '@yardstick/e2e-support/site';
import { StorefrontUi } from '@yardstick/e2e-support/storefront';
import { expect, test } from '@yardstick/e2e-support/test';

test.describe('Storefront on a custom domain', () => {
  test("shows the owner's branded page on its domain and the owner's changes on the next load", async ({
    playwright,
    launchOptions,
    site,
    owners,
  }) => {
    const owner = await owners.create({ services: LAWN_SERVICES });
    const customDomain = `quotes.e2e-${uniqueId()}.test`;
    const first = {
      subdomain: `own-${uniqueId()}`,
      customDomain,
      companyName: 'Fairway Turf Co',
      primaryColor: '#7C2D12',
      secondaryColor: '#C2410C',
    };
    const storefront = await owner.publishStorefront(first);

    // Only this browser resolves *.test, to the app on loopback.
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP *.test 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(site.host(customDomain));
      const view = new StorefrontUi(page);
      await view.expectBranded(first.companyName, first.primaryColor, first.secondaryColor);
      await expect(view.estimator.analyzeButton).toBeVisible();

      const changed = {
        ...first,
        companyName: 'Fairway Turf & Garden',
        primaryColor: '#1E3A8A',
        secondaryColor: '#0EA5E9',
      };
      await owner.updateStorefront(storefront.id, changed);
      await page.reload();
      await view.expectBranded(changed.companyName, changed.primaryColor, changed.secondaryColor);
    } finally {
      await browser.close();
    }
  });
});
