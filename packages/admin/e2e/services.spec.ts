import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { z } from 'zod';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { createService } from './support/seed.ts';
import { errorToast, toast } from '@yardstick/e2e-support/toasts';

/** SPEC §2.13, §4.10, §5, §8: the owner's services and their frequency prices. */

const servicesListSchema = z.object({
  services: z.array(z.looseObject({ name: z.string(), isDefault: z.boolean() })),
});

function serviceCard(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

test.describe('Services', () => {
  let owner: Owner;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'services' });
    api = await ownerApi(owner);
  });
  test.afterAll(async () => {
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await signInAs(context, owner);
  });

  test('the form refuses a frequency twice, marks it (Already added) and previews the prices', async ({
    page,
    context,
  }) => {
    await page.goto('/services');
    await expect(
      page.getByText('Manage your lawn care services and pricing with different frequencies'),
    ).toBeVisible();
    // A first visit: the welcome card holds the one way to add a service.
    await expect(page.getByRole('button', { name: 'Add Service', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Your First Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Service' });
    const create = dialog.getByRole('button', { name: 'Create Service' });
    const frequency = dialog.getByRole('combobox', { name: 'Frequency' });
    const price = dialog.getByRole('spinbutton', { name: 'Price per sq ft ($)' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    await expect(create).toBeDisabled();

    await dialog.getByRole('textbox', { name: 'Service Name *' }).fill('Aeration');
    await expect(create).toBeDisabled();

    // A price of 0 is not a price.
    await frequency.selectOption({ label: 'Weekly' });
    await price.fill('0');
    await add.click();
    await expect(
      dialog.getByText('No frequencies added yet. Add at least one above.'),
    ).toBeVisible();

    await price.fill('0.008');
    await add.click();
    await expect(dialog.getByRole('option', { name: 'Weekly (Already added)' })).toBeDisabled();
    await expect(dialog.getByRole('option', { name: 'Monthly', exact: true })).toBeEnabled();
    await expect(create).toBeEnabled();

    // A new price starts on the standard volume ladder: 10,000, 20,000 and 40,000 sq ft at
    // $0.008 cost $75, $135 and $235, each band of the lawn at its own rate.
    const preview = dialog.getByRole('region', { name: 'Pricing preview' }).getByRole('table');
    const previewed = async (small: string, large: string, commercial: string) => {
      await expect(preview.getByRole('row', { name: /Small Residential/ })).toContainText(small);
      await expect(preview.getByRole('row', { name: /Large Residential/ })).toContainText(large);
      await expect(preview.getByRole('row', { name: /Commercial/ })).toContainText(commercial);
    };
    await previewed('$75', '$135', '$235');
    // SPEC §9 without a volume discount: size × price, $80, $160 and $320.
    await dialog.getByText('Volume pricing:').click();
    await dialog.getByRole('button', { name: 'No volume discount' }).click();
    await expect(dialog.getByText('Volume pricing: No volume discount')).toBeVisible();
    await previewed('$80', '$160', '$320');

    const guideOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: /Pricing Guide/ }).click();
    const guide = await guideOpened;
    await expect(guide).toHaveURL(/\/pricing-guide$/);
    await expect(guide.getByRole('heading', { level: 1, name: 'Pricing Guide' })).toBeVisible();
    await guide.close();

    // The form has unsaved edits, so Cancel asks before throwing them away.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard Changes' })
      .click();
    await expect(dialog).toBeHidden();
  });

  test('editing a service replaces its prices and says how many options it has', async ({
    page,
  }) => {
    await createService(api, 'Fertilizer', [
      { frequency: 'one-time', pricePerSqFt: 0.005, minimumPrice: 75 },
      { frequency: 'monthly', pricePerSqFt: 0.003 },
    ]);
    await page.goto('/services');
    await page.getByRole('button', { name: 'Edit Fertilizer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Service' });
    await expect(dialog.getByRole('textbox', { name: 'Service Name *' })).toHaveValue('Fertilizer');
    await dialog.getByRole('button', { name: 'Remove Monthly' }).click();
    await dialog.getByRole('button', { name: 'Edit One-time' }).click();
    await dialog
      .getByRole('listitem')
      .getByRole('spinbutton', { name: 'Price per sq ft ($)' })
      .fill('0.0045');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Update Service' }).click();

    await expect(
      toast(page, 'Service "Fertilizer" updated successfully with 1 frequency option(s).'),
    ).toBeVisible();
    await expect(serviceCard(page, 'Fertilizer').getByRole('listitem')).toHaveText([
      /^One-time\s*\$0\.0045\/sq ft\s*min \$75\.00\s*No volume discount$/,
    ]);
  });

  test('deleting a service asks first and removes it only when confirmed', async ({ page }) => {
    await createService(api, 'Weed Control', [{ frequency: 'monthly', pricePerSqFt: 0.002 }]);
    await page.goto('/services');
    const card = serviceCard(page, 'Weed Control');
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete Weed Control' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this service?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete Weed Control' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Service deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('the default service shows its badge and has no Delete button', async ({ page }) => {
    // The API has no way to make an owner's service the default (only the demo owner's
    // mowing is, and its password is never shown), so the list answer marks one as the default.
    await createService(api, 'Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.008 }]);
    await createService(api, 'Seeding', [{ frequency: 'one-time', pricePerSqFt: 0.004 }]);
    await page.route('**/api/services', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const list = servicesListSchema.parse(await response.json());
      const services = list.services.map((service) => ({
        ...service,
        isDefault: service.name === 'Mowing',
      }));
      return route.fulfill({ response, json: { services } });
    });
    await page.goto('/services');

    const mowing = serviceCard(page, 'Mowing');
    await expect(mowing.getByText('Default', { exact: true })).toBeVisible();
    await expect(mowing.getByRole('button', { name: 'Edit Mowing' })).toBeVisible();
    await expect(mowing.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    const seeding = serviceCard(page, 'Seeding');
    await expect(seeding.getByText('Default', { exact: true })).toHaveCount(0);
    await expect(seeding.getByRole('button', { name: 'Delete Seeding' })).toBeVisible();
  });

  test('a failed delete shows the server error', async ({ page }) => {
    await createService(api, 'Hydroseeding', [{ frequency: 'one-time', pricePerSqFt: 0.01 }]);
    await page.route('**/api/services/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 409, json: { error: 'The default service cannot be deleted.' } })
        : route.fallback(),
    );
    await page.goto('/services');
    await page.getByRole('button', { name: 'Delete Hydroseeding' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(errorToast(page, 'The default service cannot be deleted.')).toBeVisible();
    await expect(serviceCard(page, 'Hydroseeding')).toBeVisible();
  });
});
