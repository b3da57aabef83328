import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { createService } from './support/seed.ts';

/** The basics an owner reaches from the UI: services on and off, the storefront on and off, its custom domain, the phone menu. */

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

for (const viewport of WIDTHS) {
  test.describe(`Owner basics at ${viewport.width} px`, () => {
    let owner: Owner;
    let api: APIRequestContext;
    test.beforeAll(async () => {
      owner = await registerOwner({ label: `basics-${viewport.width}` });
      api = await ownerApi(owner);
      await createService(api, 'Lawn Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.008 }]);
    });
    test.afterAll(async () => {
      await api.dispose();
    });
    test.beforeEach(async ({ context, page }) => {
      await signInAs(context, owner);
      await page.setViewportSize(viewport);
    });

    test('a service is switched off and on from its card', async ({ page }) => {
      await page.goto('/services');
      await page.getByRole('button', { name: 'Deactivate Lawn Mowing' }).click();
      await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
      await screenshot(page, 'service-inactive');
      await page.getByRole('button', { name: 'Activate Lawn Mowing' }).click();
      await expect(page.getByText('Inactive', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Deactivate Lawn Mowing' })).toBeVisible();
    });

    test('the storefront is switched off and on, and its custom domain shows the CNAME to create', async ({
      page,
    }) => {
      const subdomain = `basics-${viewport.width}-${Date.now().toString(36)}`;
      const domain = `quotes.${subdomain}.test`;
      await page.goto('/storefronts');
      await page.getByRole('textbox', { name: 'Subdomain *' }).fill(subdomain);
      await page.getByRole('textbox', { name: 'Custom Domain (optional)' }).fill(domain);
      await page.getByRole('button', { name: 'Publish Storefront' }).click();
      const card = page.getByRole('region', { name: 'Custom Domain' });
      const record = card.getByLabel('DNS record to create');
      // The host as DNS panels ask for it, within its zone.
      await expect(record.getByRole('definition')).toHaveText([
        'CNAME',
        `quotes in ${subdomain}.test`,
        new URL(page.url()).hostname,
      ]);
      // No DNS here knows the name: waiting, or the lookup could not be made.
      await expect(
        card.getByText('Waiting for DNS').or(card.getByText(/could not reach DNS/)),
      ).toBeVisible();
      await card.getByRole('button', { name: 'Check DNS' }).click();
      await expect(card.getByText(/Last checked/)).toBeVisible();
      await screenshot(page, 'storefront-custom-domain');

      const on = page.getByRole('checkbox', {
        name: 'Storefront is on: homeowners can get quotes on it',
      });
      await on.uncheck();
      await page.getByRole('button', { name: 'Update Storefront' }).click();
      await expect(page.getByText('Your storefront is switched off.')).toBeVisible();
      await screenshot(page, 'storefront-off');
      await page
        .getByRole('checkbox', { name: 'Storefront is on: homeowners can get quotes on it' })
        .check();
      await page.getByRole('button', { name: 'Update Storefront' }).click();
      await expect(page.getByText('Your storefront is live.')).toBeVisible();
    });
  });
}

test('the phone menu closes on Escape and gives focus back to its button', async ({
  page,
  context,
}) => {
  const owner = await registerOwner({ label: 'menu-escape' });
  await signInAs(context, owner);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/services');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await menu.click();
  await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible();
  await screenshot(page, 'mobile-menu-open', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});
