import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { acceptQuoteThroughEmbed, createService, type SeededQuote } from './support/seed.ts';
import { errorToast } from '@yardstick/e2e-support/toasts';

/**
 * SPEC §8: when a call fails the owner reads the server's sentence or the screen's own
 * message, in a toast titled 'Error', and can try again.
 */

const SERVER_DOWN = { status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' };

test.describe('Failed calls', () => {
  let owner: Owner;
  let api: APIRequestContext;
  let quote: SeededQuote;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'failures' });
    api = await ownerApi(owner);
    await createService(api, 'Lawn Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.008 }]);
    quote = await acceptQuoteThroughEmbed(api, 'Frank Failure', 2);
  });
  test.afterAll(async () => {
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await signInAs(context, owner);
  });

  test("accepted quotes that fail to load say 'Failed to fetch accepted quotes' and can be retried", async ({
    page,
  }) => {
    await page.route('**/api/accepted-quotes', (route) => route.fulfill(SERVER_DOWN));
    await page.goto('/accepted-quotes');
    const alert = errorToast(page, 'Failed to fetch accepted quotes');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Error');
    await expect(page.getByText('Accepted quotes could not be loaded')).toBeVisible();

    await page.unroute('**/api/accepted-quotes');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('article', { name: quote.customerName })).toBeVisible();
  });

  test('a failed quote update shows the server message and keeps the form open', async ({
    page,
  }) => {
    await page.route('**/api/accepted-quotes/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 409, json: { error: 'This quote was changed by someone else.' } })
        : route.fallback(),
    );
    await page.goto('/accepted-quotes');
    const card = page.getByRole('article', { name: quote.customerName });
    await card.getByRole('button', { name: `Edit ${quote.customerName}` }).click();
    await card.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
    await card.getByRole('button', { name: 'Update' }).click();
    await expect(errorToast(page, 'This quote was changed by someone else.')).toBeVisible();
    await expect(card.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
    // The badge in the card's header still shows the saved status.
    await expect(card.locator('header').getByText('Pending', { exact: true })).toBeVisible();

    await page.route('**/api/accepted-quotes/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill(SERVER_DOWN) : route.fallback(),
    );
    await card.getByRole('button', { name: 'Update' }).click();
    await expect(errorToast(page, 'Failed to update quote status')).toBeVisible();
  });

  test("services that fail to load say 'Failed to fetch services'", async ({ page }) => {
    await page.route('**/api/services', (route) =>
      route.request().method() === 'GET' ? route.fulfill(SERVER_DOWN) : route.fallback(),
    );
    await page.goto('/services');
    await expect(errorToast(page, 'Failed to fetch services')).toBeVisible();
    await expect(page.getByText('Services could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Service' })).toHaveCount(0);
  });

  test("a service the server refuses to create says 'Failed to create service' and keeps the form", async ({
    page,
  }) => {
    await page.route('**/api/services', (route) =>
      route.request().method() === 'POST' ? route.fulfill(SERVER_DOWN) : route.fallback(),
    );
    await page.goto('/services');
    await page.getByRole('button', { name: 'Add Service', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Service' });
    await dialog.getByRole('textbox', { name: 'Service Name *' }).fill('Leaf Removal');
    await dialog.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'One-time' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await expect(errorToast(page, 'Failed to create service')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Service' })).toBeEnabled();
  });

  test("a storefront that fails to load says 'Failed to load storefront configuration'", async ({
    page,
  }) => {
    await page.route('**/api/storefronts', (route) => route.fulfill(SERVER_DOWN));
    await page.goto('/storefronts');
    await expect(errorToast(page, 'Failed to load storefront configuration')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('an embed link that cannot be made says so on the account page', async ({ page }) => {
    await page.route('**/api/generate-api-key', (route) => route.fulfill(SERVER_DOWN));
    await page.goto('/account');
    await expect(errorToast(page, 'Failed to generate embed link')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Script tag code' })).toHaveValue(
      'Generating embed link...',
    );
  });
});

test.describe('Embed page', () => {
  test('without a key it denies access', async ({ page }) => {
    await page.goto('/embed');
    const card = page.getByRole('alert');
    await expect(card.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(card).toContainText('API key is required for embed access.');
  });

  test('with an unknown key it denies access', async ({ page }) => {
    await page.goto('/embed?apiKey=ys_pk_not_a_real_key&companyName=Nobody');
    const card = page.getByRole('alert');
    await expect(card.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(card).toContainText('Invalid API key');
    await expect(page.getByRole('combobox', { name: 'Property address' })).toHaveCount(0);
  });
});
