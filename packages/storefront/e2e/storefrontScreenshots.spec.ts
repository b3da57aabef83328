/**
 * Screenshots for a person to look at (in the test's folder under test-results/): the demo
 * storefront, with and without a result, and the not-found card, on a desktop and a phone.
 */
import { demoAddresses } from '@yardstick/e2e-support/estimator';
import { uniqueId } from '@yardstick/e2e-support/site';
import { StorefrontUi } from '@yardstick/e2e-support/storefront';
import { expect, test } from '@yardstick/e2e-support/test';
import { closeToast } from '@yardstick/e2e-support/toasts';
import { screenshot } from '@yardstick/e2e-support/screenshots';

test.describe('Storefront screenshots', () => {
  for (const width of [1280, 375]) {
    test(`lays out the storefront and its not-found card without sideways scrolling at ${width} px`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const noSidewaysScroll = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        );

      await page.goto(site.storefront('demo'));
      const storefront = new StorefrontUi(page);
      await expect(storefront.tagline).toBeVisible();
      expect(await noSidewaysScroll()).toBe(true);
      await screenshot(page, 'storefront-active');

      const [, , , , , , address = ''] = await demoAddresses(page.request, site.main);
      const ui = storefront.estimator;
      await ui.analyze(page, address);
      await ui.expectMapLoaded();
      await closeToast(page, 'Property analysis has been completed successfully.');
      expect(await noSidewaysScroll()).toBe(true);
      await screenshot(page, 'storefront-result');

      await page.goto(site.storefront(`missing-${uniqueId()}`));
      await expect(page.getByRole('heading', { name: 'Storefront not found' })).toBeVisible();
      expect(await noSidewaysScroll()).toBe(true);
      await screenshot(page, 'storefront-not-found');
    });
  }
});
