import type { Page } from '@playwright/test';
import { demoAddresses } from '@yardstick/e2e-support/estimator';
import { LAWN_SERVICES, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { uniqueId } from '@yardstick/e2e-support/site';
import { StorefrontUi } from '@yardstick/e2e-support/storefront';
import { expect, test } from '@yardstick/e2e-support/test';
import { subscribeThroughApi } from './support/billing.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { closeToast } from '@yardstick/e2e-support/toasts';

/**
 * A seasonal service from the owner's Services page to the homeowner's estimate: snow clearing
 * offered Nov 1 – Mar 31. In season a homeowner chooses and accepts it; once the owner's day
 * has moved past Mar 31 (the owner's test clock, POST /api/test-clock/advance), an acceptance
 * shown before is refused with the reason, and the estimator names it below the price,
 * "Available from Nov 1", with nothing to tick.
 */

const SNOW = 'Snow clearing';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today (UTC) to the next Jan 15: in the middle of the season, whatever today is. */
function daysToMidwinter(now = new Date()): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const thisYear = Date.UTC(now.getUTCFullYear(), 0, 15);
  const next = thisYear > today ? thisYear : Date.UTC(now.getUTCFullYear() + 1, 0, 15);
  return Math.round((next - today) / DAY_MS);
}

/** The owner's time moves on by days (the owner's own test clock). */
async function advanceDays(owner: Owner, days: number): Promise<void> {
  const moved = await owner.api.post('/api/test-clock/advance', { data: { days } });
  expect(moved.status(), await moved.text()).toBe(204);
}

/** Opens the owner's storefront in a page of its own and analyses the address. */
async function homeownerAt(page: Page, url: string, address: string) {
  await page.goto(url);
  const ui = new StorefrontUi(page).estimator;
  const result = await ui.analyze(page, address);
  await closeToast(page, 'Property analysis has been completed successfully.');
  return { ui, result };
}

test.describe('A service offered in a season', () => {
  test('snow clearing is accepted in season, refused once it closed, and shown as available from Nov 1', async ({
    page,
    context,
    site,
    owners,
  }) => {
    test.setTimeout(240_000);
    const owner = await owners.create({ label: 'seasons', services: LAWN_SERVICES });
    // Months pass on the owner's clock: a subscription keeps the storefront answering.
    await subscribeThroughApi(owner.api, owner, 'starter');
    await signInAs(context, owner);

    // The owner adds snow clearing with its season, on the keyboard.
    await page.goto('/services');
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Service' });
    await dialog.getByLabel('Service Name *').fill(SNOW);
    await dialog.getByLabel('Charged on').selectOption({ label: 'Flat per visit' });
    await dialog.getByLabel('Frequency').selectOption({ label: 'One-time' });
    await dialog.getByRole('spinbutton', { name: 'Price per visit ($)' }).fill('85');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'Offered only part of the year' }).focus();
    await page.keyboard.press('Space');
    const end = (name: string) => dialog.getByRole('group', { name, exact: true });
    await end('Offered from').getByLabel('Month').selectOption({ label: 'November' });
    await end('Offered from').getByLabel('Day').selectOption('1');
    // A day February lacks is said under it, and the service cannot be saved.
    await end('to').getByLabel('Month').selectOption({ label: 'February' });
    await end('to').getByLabel('Day').selectOption('30');
    await expect(dialog).toContainText('Season end: February has 29 days, so Feb 30 is not a date');
    await expect(dialog.getByRole('button', { name: 'Create Service' })).toBeDisabled();
    await end('to').getByLabel('Month').selectOption({ label: 'March' });
    await end('to').getByLabel('Day').selectOption('31');
    await expect(dialog.getByRole('button', { name: 'Create Service' })).toBeEnabled();
    await screenshot(page, 'seasons-dialog', { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await dialog.getByRole('group', { name: 'to', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'seasons-dialog', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 720 });
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await expect(dialog).toBeHidden();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: SNOW, exact: true }) });
    await expect(card).toContainText('Offered Nov 1 – Mar 31');
    await closeToast(page, 'Service "Snow clearing" has been created with 1 frequency option(s).');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      // Laid out at the new width (nothing wider) before the full-page picture.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBe(width);
      await screenshot(page, 'seasons-services');
    }

    // Midwinter on the owner's calendar: a homeowner chooses snow clearing and accepts it.
    await advanceDays(owner, daysToMidwinter());
    const subdomain = `seasons-${uniqueId()}`;
    await owner.publishStorefront({ subdomain, companyName: 'Seasons Lawn Co' });
    const [first, second] = await demoAddresses(owner.api, site.main);
    if (!first || !second) throw new Error('the demo region has fewer than two addresses');
    const winter = await context.browser()!.newPage();
    await winter.setViewportSize({ width: 1280, height: 900 });
    const shown = await homeownerAt(winter, site.storefront(subdomain), first);
    expect(shown.result.outOfSeason).toEqual([]);
    await shown.ui.serviceCheckbox(SNOW).check();
    await expect(shown.ui.services.getByText('Later in the year')).toHaveCount(0);
    await screenshot(winter, 'seasons-in-season');
    await winter.setViewportSize({ width: 375, height: 812 });
    await screenshot(winter, 'seasons-in-season');
    await shown.ui.acceptQuote({ name: `Winter Homeowner ${uniqueId()}`, email: 'w@example.com' });
    await winter.close();

    // Another homeowner is shown it on the last days of winter, and accepts after it closed.
    const late = await context.browser()!.newPage();
    await late.setViewportSize({ width: 1280, height: 900 });
    const lateShown = await homeownerAt(late, site.storefront(subdomain), second);
    await lateShown.ui.serviceCheckbox(SNOW).check();
    await late.getByRole('button', { name: 'Accept Quote' }).click();
    const form = late.getByRole('form', { name: 'Accept quote' });
    await form.getByLabel('Full name').fill(`Spring Homeowner ${uniqueId()}`);
    await form.getByLabel('Email').fill('s@example.com');
    await advanceDays(owner, 151);
    await form.getByRole('button', { name: 'Accept Quote' }).click();
    await expect(late.getByTestId('ys-price-notice')).toHaveText(
      `${SNOW} is out of season (Available from Nov 1). Please check your services and accept again.`,
    );
    await expect(lateShown.ui.serviceCheckbox(SNOW)).toHaveCount(0);
    await late.close();
    expect((await owner.acceptedQuotes()).length).toBe(1);

    // In June, the estimate names snow clearing below the price, with nothing to tick.
    const summer = await context.browser()!.newPage();
    for (const width of [1280, 375]) {
      await summer.setViewportSize({ width, height: 900 });
      const { ui, result } = await homeownerAt(summer, site.storefront(subdomain), first);
      expect(result.services.map((line) => line.serviceName)).not.toContain(SNOW);
      expect(result.outOfSeason?.map((service) => service.serviceName)).toEqual([SNOW]);
      const later = ui.services.getByRole('region', { name: 'Later in the year' });
      await expect(later).toContainText(SNOW);
      await expect(later).toContainText('Available from Nov 1');
      await expect(later.getByRole('checkbox')).toHaveCount(0);
      await expect(ui.serviceCheckbox(SNOW)).toHaveCount(0);
      await expect(ui.serviceCheckbox('Lawn Mowing')).toBeVisible();
      await later.scrollIntoViewIfNeeded();
      await screenshot(summer, 'seasons-out-of-season');
    }
    await summer.close();
  });
});
