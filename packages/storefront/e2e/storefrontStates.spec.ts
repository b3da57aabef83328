/** Every storefront host that shows no storefront gets a card and a way to the main site (SPEC §4.1). */
import { uniqueId } from '@yardstick/e2e-support/site';
import { StorefrontUi } from '@yardstick/e2e-support/storefront';
import { expect, test } from '@yardstick/e2e-support/test';

test.describe('Storefront states', () => {
  test("says 'Storefront not found' for a subdomain nobody published", async ({ page, site }) => {
    await page.goto(site.storefront(`nobody-${uniqueId()}`));
    const storefront = new StorefrontUi(page);
    await storefront.expectStatus('Storefront not found', /There is no storefront at this address/);
    await expect(page).toHaveTitle('Storefront not found');
    await storefront.expectMainSiteLink(site, { follow: true });
  });

  for (const label of ['admin', 'api']) {
    test(`says 'Invalid subdomain' for the reserved label ${label}.localhost`, async ({
      page,
      site,
    }) => {
      await page.goto(site.storefront(label));
      const storefront = new StorefrontUi(page);
      await storefront.expectStatus('Invalid subdomain', `“${label}” is not a storefront address.`);
      await storefront.expectMainSiteLink(site, { follow: true });
    });
  }

  test('keeps the company and its contact on a storefront its owner switched off, without quotes', async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create();
    const subdomain = `paused-${uniqueId()}`;
    await owner.publishStorefront({
      subdomain,
      companyName: 'Paused Lawns',
      isActive: false,
      contactPhone: '(555) 010-4455',
    });

    await page.goto(site.storefront(subdomain));
    const storefront = new StorefrontUi(page);
    await expect(storefront.companyName).toHaveText('Paused Lawns');
    await expect(page.getByText('Storefront Inactive')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '(555) 010-4455' }).first()).toBeVisible();
    await expect(storefront.estimator.analyzeButton).toHaveCount(0);
    // Switched off by the owner: the contact alone, no call-back form.
    await expect(page.getByRole('button', { name: 'Request a call back' })).toHaveCount(0);
  });

  test("says 'Storefront not found' once the owner deletes the storefront", async ({
    page,
    site,
    owners,
  }) => {
    const owner = await owners.create();
    const subdomain = `gone-${uniqueId()}`;
    const published = await owner.publishStorefront({ subdomain, companyName: 'Soon Gone Lawns' });

    await page.goto(site.storefront(subdomain));
    const storefront = new StorefrontUi(page);
    await expect(storefront.companyName).toHaveText('Soon Gone Lawns');

    await owner.deleteStorefront(published.id);
    await page.reload();
    await storefront.expectStatus('Storefront not found', /There is no storefront at this address/);
    await storefront.expectMainSiteLink(site, { follow: true });
  });
});
