import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { z } from 'zod';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { solidPng } from './support/png.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { createService } from './support/seed.ts';
import { errorToast, toast } from '@yardstick/e2e-support/toasts';

/** SPEC §2.14, §4.10, §5, §8: the owner's branded storefront on a subdomain. */

const LOGO_SELECTED = 'Logo selected. Publish your storefront to save it.';

function uniqueSubdomain(): string {
  return `lawn-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

function colorHex(page: Page, label: string) {
  return page.getByRole('textbox', { name: `${label} hex value` });
}

test.describe('Storefront configuration', () => {
  let owner: Owner;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'storefront' });
    api = await ownerApi(owner);
    // A priced service, so publishing is not held up by the "$0.00 quotes" warning.
    await createService(api, 'Lawn Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.008 }]);
  });
  test.afterAll(async () => {
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await signInAs(context, owner);
  });

  test('an owner publishes a branded storefront with a logo and gets its link', async ({
    page,
    context,
  }) => {
    const subdomain = uniqueSubdomain();
    await page.goto('/storefronts');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Storefront Configuration' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Configuration', selected: true })).toBeVisible();
    await expect(
      page.getByText("You don't have a storefront yet.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Storefront' })).toBeDisabled();
    const publish = page.getByRole('button', { name: 'Publish Storefront' });
    const companyName = page.getByRole('textbox', { name: 'Company Name *' });
    await expect(companyName).toHaveValue(owner.companyName);
    await expect(colorHex(page, 'Primary color')).toHaveValue('#3B82F6');
    await expect(publish).toBeDisabled();

    await page.getByRole('textbox', { name: 'Subdomain *' }).fill(subdomain);
    await companyName.fill('Sunrise Lawns');
    await colorHex(page, 'Primary color').fill('#16A34A');
    await colorHex(page, 'Secondary color').fill('#14532D');
    await colorHex(page, 'Accent color').fill('#FACC15');
    await expect(page.getByLabel('Primary color picker')).toHaveValue('#16a34a');

    await page.getByLabel('Logo').setInputFiles({
      name: 'sunrise-logo.png',
      mimeType: 'image/png',
      buffer: solidPng(48, [22, 163, 74]),
    });
    await expect(page.getByRole('main').getByText(LOGO_SELECTED)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Selected logo' })).toBeVisible();

    await publish.click();
    await expect(toast(page, 'Storefront published successfully')).toBeVisible();
    const origin = new URL(page.url());
    const link = page.getByRole('link', { name: /View Your Storefront/ });
    await expect(link).toHaveAttribute('href', `http://${subdomain}.localhost:${origin.port}`);
    await expect(page.getByRole('button', { name: 'Update Storefront' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Storefront' })).toBeEnabled();

    // Saved: a fresh load shows the values and the uploaded logo.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Subdomain *' })).toHaveValue(subdomain);
    await expect(companyName).toHaveValue('Sunrise Lawns');
    await expect(colorHex(page, 'Accent color')).toHaveValue('#FACC15');
    const currentLogo = page.getByRole('img', { name: 'Current logo' });
    await expect(currentLogo).toBeVisible();
    expect(await currentLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

    await companyName.fill('Sunrise Lawn & Garden');
    await page.getByRole('button', { name: 'Update Storefront' }).click();
    await expect(toast(page, 'Storefront updated successfully')).toBeVisible();

    const opened = context.waitForEvent('page');
    await link.click();
    const storefront = await opened;
    await expect(storefront).toHaveURL(`http://${subdomain}.localhost:${origin.port}/`);
    await expect(storefront.getByText('Sunrise Lawn & Garden').first()).toBeVisible();
    await storefront.close();
  });

  for (const width of [1280, 375]) {
    test(`refusals show under their field at ${width} px: a logo that is not an image, a bad colour, a subdomain taken`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/storefronts');
      const logo = page.getByLabel('Logo');
      await logo.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await expect(logo).toHaveAttribute('aria-invalid', 'true');
      await expect(logo).toHaveAccessibleDescription(/The logo must be a PNG, JPG or SVG image/);
      await expect(page.getByRole('main').getByText(LOGO_SELECTED)).toHaveCount(0);

      const accent = colorHex(page, 'Accent color');
      await accent.fill('#ABCDE');
      const subdomain = page.getByRole('textbox', { name: 'Subdomain *' });
      // The demo owner's storefront has this one.
      await subdomain.fill('demo');
      const update = page.getByRole('button', { name: /Publish Storefront|Update Storefront/ });
      await update.click();
      await expect(accent).toHaveAttribute('aria-invalid', 'true');
      await expect(accent).toHaveAccessibleDescription('Colors must be hex values such as #3B82F6');
      await expect(accent).toBeFocused();

      await accent.fill('#ABCDEF');
      await expect(accent).not.toHaveAttribute('aria-invalid', 'true');
      await update.click();
      await expect(subdomain).toHaveAttribute('aria-invalid', 'true');
      await expect(subdomain).toHaveAccessibleDescription(
        'That subdomain is already taken. Please choose another.',
      );
      await expect(subdomain).toBeFocused();
      await expect(errorToast(page, 'already taken')).toHaveCount(0);
      await screenshot(page, 'storefront-field-errors');
    });
  }

  test('deleting the storefront asks first, then removes it', async ({ page }) => {
    // The first test leaves one; run alone, this test makes its own.
    const existing = z.array(z.unknown()).parse(await (await api.get('/api/storefronts')).json());
    if (existing.length === 0) {
      const created = await api.post('/api/storefronts', {
        multipart: {
          subdomain: uniqueSubdomain(),
          companyName: 'Sunrise Lawns',
          primaryColor: '#3B82F6',
          secondaryColor: '#1E40AF',
          accentColor: '#F59E0B',
          customDomain: '',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await page.goto('/storefronts');
    await expect(page.getByRole('link', { name: /View Your Storefront/ })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Storefront' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete your storefront? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete Storefront' }).click();
    await expect(toast(page, 'Storefront deleted successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: /View Your Storefront/ })).toHaveCount(0);
    await expect(
      page.getByText("You don't have a storefront yet.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish Storefront' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Storefront' })).toBeDisabled();
  });
});
