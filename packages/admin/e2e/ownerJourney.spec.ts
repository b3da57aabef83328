import type { Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { formatPrice } from '@yardstick/core/cadence';
import { demoAddress } from '@yardstick/e2e-support/estimator';
import { PASSWORD } from '@yardstick/e2e-support/owners';
import { uniqueEmail } from '@yardstick/e2e-support/site';
import { closeToast, toast } from '@yardstick/e2e-support/toasts';

/**
 * The owner's whole first day (SPEC §2.6, §2.13, §4.7, §2.7, §2.12): sign up, price a service,
 * copy the embed code, try the analyzer, let a homeowner accept through the embed, then
 * manage that quote.
 */

const IFRAME_CODE =
  /^<iframe src="([^"]+)" width="100%" height="800" frameborder="0" allow="geolocation"><\/iframe>$/;

/** Analyses an address in an estimator and waits for the priced result; returns the total. */
async function analyse(page: Page, address: string): Promise<string> {
  // A repeated address is answered from the parcel cache in milliseconds: hold the answer a
  // moment so the 'Analyzing...' state is there to be seen, as it is on a cold analysis.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/analyze-property',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.getByRole('combobox', { name: 'Property address' }).fill(address);
  await page.getByRole('button', { name: 'Analyze Property' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  release();
  await expect(page.getByText('Analysis Complete')).toBeVisible();
  await expect(toast(page, 'Property analysis has been completed successfully.')).toBeVisible();
  await closeToast(page, 'Property analysis has been completed successfully.');
  await expect(page.getByText(`Estimate for ${address}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total area' })).toContainText(/\d/);
  await expect(page.getByRole('region', { name: 'Mowable area' })).toContainText(/\d/);
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('checkbox', { name: 'Lawn Mowing' })).toBeChecked();
  await expect(services.getByRole('combobox', { name: 'Lawn Mowing frequency' })).toHaveValue(
    'weekly',
  );
  const total = services.getByTestId('ys-total');
  // One weekly line: the total reads per visit.
  await expect(total).toHaveText(/^\$\d[\d,]*(\.\d\d)? per visit$/);
  await expect(total).not.toHaveText('$0');
  return (await total.textContent()) ?? '';
}

test.describe('Owner journey', () => {
  test('an owner signs up, prices a service, embeds the estimator and manages the quote a homeowner accepts', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const companyName = `Greenway Mowing ${Date.now().toString(36)}`;
    const email = uniqueEmail('journey');

    await test.step('register through the form', async () => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await page.getByLabel('Company name').fill(companyName);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);

      for (const [link, heading] of [
        ['Terms of Use', 'Terms of Use'],
        ['Privacy Policy', 'Privacy Policy'],
      ] as const) {
        const opened = context.waitForEvent('page');
        await page.getByRole('link', { name: link }).click();
        const tab = await opened;
        await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await tab.close();
      }
      await expect(page).toHaveURL(/\/register$/);

      await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
      await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
      await expect(
        toast(page, 'Your account is ready and your free trial has started.'),
      ).toBeVisible();
      await closeToast(page, 'Your account is ready and your free trial has started.');
    });

    await test.step('add a service with two frequencies', async () => {
      await page.getByRole('button', { name: 'Add Your First Service' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Service' });
      await dialog.getByRole('textbox', { name: 'Service Name *' }).fill('Lawn Mowing');

      const frequency = dialog.getByRole('combobox', { name: 'Frequency' });
      const price = dialog.getByRole('spinbutton', { name: 'Price per sq ft ($)' });
      const minimum = dialog.getByRole('spinbutton', { name: 'Minimum price ($, optional)' });
      const add = dialog.getByRole('button', { name: 'Add', exact: true });
      await frequency.selectOption({ label: 'Weekly' });
      await price.fill('0.008');
      await minimum.fill('50');
      await add.click();
      await frequency.selectOption({ label: 'Bi-weekly' });
      await price.fill('0.009');
      await add.click();

      const added = dialog.getByRole('list', { name: 'Added frequencies' }).getByRole('listitem');
      await expect(added).toHaveCount(2);
      await expect(added.nth(0)).toContainText('Weekly');
      await expect(added.nth(0)).toContainText('$0.0080 per sq ft');
      await expect(added.nth(0)).toContainText('(min: $50.00)');
      await expect(added.nth(1)).toContainText('Bi-weekly');
      await expect(added.nth(1)).toContainText('$0.0090 per sq ft');
      await expect(added.nth(1)).not.toContainText('min:');

      await dialog.getByRole('button', { name: 'Create Service' }).click();
      await expect(toast(page, 'Service Created Successfully!')).toBeVisible();
      await expect(
        toast(page, 'Service "Lawn Mowing" has been created with 2 frequency option(s).'),
      ).toBeVisible();
      await expect(dialog).toBeHidden();

      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'Lawn Mowing' }),
      });
      await expect(card.getByRole('listitem')).toHaveText([
        // Prices added on the form start on the standard volume ladder.
        /^Weekly\s*\$0\.0080\/sq ft\s*min \$50\.00\s*Standard volume ladder$/,
        /^Bi-weekly\s*\$0\.0090\/sq ft\s*Standard volume ladder$/,
      ]);
      await expect(page.getByRole('heading', { name: "Perfect! You're All Set" })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Start Analyzing Properties' })).toHaveAttribute(
        'href',
        '/analyze',
      );
    });

    let embedSrc = '';
    await test.step('copy the embed code from the account page', async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Account' })
        .click();
      await expect(page).toHaveURL(/\/account$/);
      await page.getByRole('tab', { name: 'iframe' }).click();
      const code = page.getByRole('textbox', { name: 'Embed code' });
      await expect(code).toHaveValue(IFRAME_CODE);
      const match = IFRAME_CODE.exec(await code.inputValue());
      embedSrc = match?.[1] ?? '';
      const url = new URL(embedSrc);
      expect(url.origin).toBe(new URL(page.url()).origin);
      expect(url.pathname).toBe('/embed');
      expect(url.searchParams.get('apiKey')).toMatch(/\S{16,}/);
      expect(url.searchParams.get('companyName')).toBe(companyName);
      await expect(page.getByRole('textbox', { name: 'Embed link' })).toHaveValue(embedSrc);
    });

    const address = await demoAddress(page.request, 0);
    await test.step('analyse a property as the owner', async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Analyze' })
        .click();
      await expect(page).toHaveURL(/\/analyze$/);
      await expect(
        page.getByRole('heading', { name: `Property Analyzer - Powered by ${companyName}` }),
      ).toBeVisible();
      await analyse(page, address);
      await expect(
        page.getByRole('img', { name: `Map of ${address} with the mowable lawn highlighted` }),
      ).toBeVisible();
    });

    const customerName = 'Hannah Homeowner';
    const customerEmail = uniqueEmail('hannah');
    let homeownerTotal = '';
    await test.step('a homeowner accepts a quote through the embed, without a session', async () => {
      const visitor = await browser.newContext();
      try {
        const embed = await visitor.newPage();
        await embed.goto(embedSrc);
        await expect(embed.getByRole('combobox', { name: 'Property address' })).toBeVisible();
        await expect(embed.getByText(/Powered by/)).toHaveCount(0);
        await expect(embed.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
        homeownerTotal = await analyse(embed, address);

        await embed.getByRole('button', { name: 'Accept Quote' }).click();
        const form = embed.getByRole('form', { name: 'Accept quote' });
        const submit = form.getByRole('button', { name: 'Accept Quote' });
        await expect(form).toContainText(`Total for the selected services: ${homeownerTotal}`);
        await expect(submit).toBeDisabled();
        await form.getByRole('textbox', { name: 'Full name' }).fill(customerName);
        await form.getByRole('textbox', { name: 'Email' }).fill(customerEmail);
        await submit.click();
        await expect(embed.getByRole('heading', { name: 'Quote Accepted!' })).toBeVisible();
        await expect(embed.getByText(`Thank you, ${customerName}!`)).toBeVisible();
        await expect(embed.getByText(`${address} · ${homeownerTotal}`)).toBeVisible();
      } finally {
        await visitor.close();
      }
    });

    const card = page.getByRole('article', { name: customerName });
    await test.step('the owner sees the accepted quote', async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Accepted Quotes' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Accepted Quotes' })).toBeVisible();
      await expect(card).toBeVisible();
      await expect(card.getByText(address).first()).toBeVisible();
      await expect(card.getByRole('link', { name: customerEmail })).toHaveAttribute(
        'href',
        `mailto:${customerEmail}`,
      );
      await expect(card.getByText('Pending', { exact: true })).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Accepted Services' })).toBeVisible();
      await expect(card.getByRole('listitem').filter({ hasText: 'Lawn Mowing' })).toContainText(
        'Weekly',
      );
      await expect(card.getByRole('time')).toHaveText(
        /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
      );
      const detail = (term: string) =>
        card
          .locator('dl > div')
          .filter({ has: page.locator('dt').getByText(term, { exact: true }) });
      const perVisit = Number(homeownerTotal.replace(/[$,]|per visit/g, '').trim());
      await expect(detail('Total cost')).toHaveText(`Total cost${formatPrice(perVisit)} per visit`);
      await expect(detail('Mowable area')).toHaveText(
        /^Mowable area\d+\.\d{3} acres · [\d,]+ sq ft$/,
      );
      await expect(detail('Market tier rate')).toHaveCount(0);
      await expect(card.getByText('No notes added yet.')).toBeVisible();
      await expect(
        card.getByRole('img', { name: `Map of ${address} with the mowable areas highlighted` }),
      ).toBeVisible();
    });

    const notes = 'Gate code 4411. Mow on Tuesdays.';
    await test.step('the owner schedules it with a note', async () => {
      await card.getByRole('button', { name: `Edit ${customerName}` }).click();
      await card.getByRole('combobox', { name: 'Status' }).selectOption('scheduled');
      await card.getByPlaceholder('Add any notes about this quote...').fill(notes);
      await card.getByRole('button', { name: 'Update' }).click();
      await expect(toast(page, 'Quote status updated successfully')).toBeVisible();
      await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
      await expect(card.getByText(notes)).toBeVisible();
      await expect(card.getByRole('button', { name: `Edit ${customerName}` })).toBeVisible();

      await page.reload();
      await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
      await expect(card.getByText(notes)).toBeVisible();
    });
  });
});
