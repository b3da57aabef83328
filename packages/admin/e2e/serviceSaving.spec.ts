import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { expectNoOverlap } from './support/overlap.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { createService } from './support/seed.ts';
import { pausePageClock } from '@yardstick/e2e-support/pageClock';
import { toast } from '@yardstick/e2e-support/toasts';

/** Saving a service never loses its prices, never loses the owner's edits, and toasts hide nothing. */

function serviceCard(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

/** The one button that adds a service: the welcome card's on a first visit, else the header's. */
const addService = (page: Page) =>
  page.getByRole('button', { name: /^(Add Service|Add Your First Service)$/ });

test.describe('Saving a service', () => {
  let owner: Owner;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'saving' });
    api = await ownerApi(owner);
  });
  test.afterAll(async () => {
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await signInAs(context, owner);
  });

  test('a refused price leaves the saved prices as they were, with the reason in the dialog', async ({
    page,
  }) => {
    await createService(api, 'Edging', [
      { frequency: 'weekly', pricePerSqFt: 0.006, minimumPrice: 40 },
      { frequency: 'monthly', pricePerSqFt: 0.009 },
    ]);
    await page.goto('/services');
    const card = serviceCard(page, 'Edging');
    const savedPrices = [
      /^Weekly\s*\$0\.0060\/sq ft\s*min \$40\.00\s*No volume discount$/,
      /^Monthly\s*\$0\.0090\/sq ft\s*No volume discount$/,
    ];
    await expect(card.getByRole('listitem')).toHaveText(savedPrices);

    await card.getByRole('button', { name: 'Edit Edging' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Service' });
    // Remove one price, then add one the server refuses (far above any real price per sq ft).
    await dialog.getByRole('button', { name: 'Remove Monthly' }).click();
    await dialog.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'Bi-weekly' });
    await dialog.getByRole('spinbutton', { name: 'Price per sq ft ($)' }).fill('5000');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('button', { name: 'Update Service' }).click();

    await expect(dialog.getByRole('alert')).toHaveText(
      'Bi-weekly: Price per sq ft is too large. Your saved service and its prices are unchanged.',
    );
    await expect(dialog.getByRole('button', { name: 'Update Service' })).toBeEnabled();
    await screenshot(page, 'service-save-refused', { fullPage: false });

    // On the server nothing changed: both saved prices are still there.
    await page.reload();
    await expect(card.getByRole('listitem')).toHaveText(savedPrices);
  });

  test('a fixed price saves the whole service in one go', async ({ page }) => {
    await createService(api, 'Seeding', [{ frequency: 'one-time', pricePerSqFt: 0.004 }]);
    await page.goto('/services');
    await page.getByRole('button', { name: 'Edit Seeding' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Service' });
    await dialog.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'Monthly' });
    await dialog.getByRole('spinbutton', { name: 'Price per sq ft ($)' }).fill('5000');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('button', { name: 'Update Service' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Monthly: Price per sq ft is too large');

    await dialog.getByRole('button', { name: 'Edit Monthly' }).click();
    await dialog
      .getByRole('listitem')
      .getByRole('spinbutton', { name: 'Price per sq ft ($)' })
      .fill('0.0035');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Update Service' }).click();
    await expect(dialog).toBeHidden();
    await expect(serviceCard(page, 'Seeding').getByRole('listitem')).toHaveText([
      /^One-time\s*\$0\.0040\/sq ft\s*No volume discount$/,
      // Added on the form: on the standard volume ladder.
      /^Monthly\s*\$0\.0035\/sq ft\s*Standard volume ladder$/,
    ]);
  });

  test('the dialog asks before discarding edits on a click outside, Escape or Cancel', async ({
    page,
  }) => {
    await page.goto('/services');
    await addService(page).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Service' });
    const name = dialog.getByRole('textbox', { name: 'Service Name *' });
    await name.fill('Leaf Removal');
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });

    // A click on the backdrop, outside the panel.
    await page.mouse.click(5, 5);
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(name).toHaveValue('Leaf Removal');

    await name.press('Escape');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(name).toHaveValue('Leaf Removal');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toContainText('You have unsaved changes to this service.');
    await ask.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(dialog).toBeHidden();

    // Nothing typed: closing asks nothing.
    await addService(page).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(ask).toBeHidden();
  });

  for (const viewport of WIDTHS) {
    test(`toasts cover neither the dialog's actions nor the page's action at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      await page.goto('/services');
      // The page's clock stands still, so each toast stays up while it is measured.
      await pausePageClock(page);
      await addService(page).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Service' });
      // A price of 0 is refused with a toast while the dialog is open.
      await dialog.getByRole('spinbutton', { name: 'Price per sq ft ($)' }).fill('0');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      const invalid = page.getByRole('alert').filter({ hasText: 'Invalid Frequency' });
      await expect(invalid).toBeVisible();
      await expectNoOverlap(invalid, dialog.getByRole('button', { name: 'Create Service' }));
      await expectNoOverlap(invalid, dialog.getByRole('button', { name: 'Cancel' }));
      await screenshot(page, 'service-dialog-toast', { fullPage: false });

      await dialog
        .getByRole('textbox', { name: 'Service Name *' })
        .fill(`Rolling ${viewport.width}`);
      await dialog.getByRole('spinbutton', { name: 'Price per sq ft ($)' }).fill('0.004');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.getByRole('button', { name: 'Create Service' }).click();
      const created = toast(page, `Service "Rolling ${viewport.width}" has been created`);
      await expect(created).toBeVisible();
      await expectNoOverlap(
        created,
        page.getByRole('button', { name: 'Add Service', exact: true }),
      );
      await screenshot(page, 'services-toast', { fullPage: false });
    });
  }
});
