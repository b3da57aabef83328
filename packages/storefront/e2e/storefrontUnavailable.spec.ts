/**
 * A storefront never goes dark: when its owner's trial ends it keeps the company's brand and
 * contact and takes call-back requests, which reach the owner's Accepted Quotes; the day's
 * limit offers the same. `pnpm shots` keeps screenshots at 1280 and 375 px in the test's folder.
 */
import { demoAddresses } from '@yardstick/e2e-support/estimator';
import { LAWN_SERVICES, signInAs } from '@yardstick/e2e-support/owners';
import { uniqueId } from '@yardstick/e2e-support/site';
import { StorefrontUi } from '@yardstick/e2e-support/storefront';
import { expect, test } from '@yardstick/e2e-support/test';
import { screenshot, screenshotBothWidths } from '@yardstick/e2e-support/screenshots';

const BRAND = { primaryColor: '#14532D', secondaryColor: '#166534' };
const CONTACT = { contactPhone: '(555) 010-2030', contactEmail: 'office@evergreen.test' };

async function expectBrandAndContact(storefront: StorefrontUi, companyName: string) {
  await storefront.expectBranded(companyName, BRAND.primaryColor, BRAND.secondaryColor);
  const page = storefront.page;
  await expect(page.getByText('Storefront Inactive')).toHaveCount(0);
  await expect(page.getByRole('link', { name: CONTACT.contactPhone }).first()).toHaveAttribute(
    'href',
    'tel:5550102030',
  );
  await expect(page.getByRole('link', { name: CONTACT.contactEmail }).first()).toBeVisible();
}

test.describe('A storefront whose owner cannot take quotes', () => {
  test('keeps its brand after the trial ends, and a call-back request lands in Accepted Quotes', async ({
    page,
    context,
    site,
    owners,
  }) => {
    test.setTimeout(240_000);
    const owner = await owners.create({ label: 'evergreen' });
    await owner.addServices(LAWN_SERVICES);
    const subdomain = `evergreen-${uniqueId()}`;
    const published = await owner.publishStorefront({
      subdomain,
      companyName: owner.companyName,
      ...BRAND,
      ...CONTACT,
    });
    const storefront = new StorefrontUi(page);
    await page.goto(site.storefront(subdomain));
    await expectBrandAndContact(storefront, owner.companyName);
    await expect(storefront.estimator.analyzeButton).toBeVisible();
    await screenshotBothWidths(page, 'storefront-open');

    // The trial ends by its 20 estimates: twenty different properties.
    const addresses = await demoAddresses(page.request, site.main);
    for (let used = 0; used < 20; used += 1) {
      const address = addresses[used % addresses.length] ?? '';
      const analysed = await owner.api.post('/api/analyze-property', { data: { address } });
      expect(analysed.ok(), await analysed.text()).toBe(true);
    }

    await page.reload();
    await expectBrandAndContact(storefront, owner.companyName);
    await expect(
      page.getByRole('heading', { name: 'Instant quotes are not available right now' }),
    ).toBeVisible();
    await expect(storefront.estimator.analyzeButton).toHaveCount(0);
    await screenshotBothWidths(page, 'storefront-trial-ended');

    const form = page.locator('form').filter({ hasText: 'Request a call back' });
    await form.getByLabel(/Your name/).fill('Sam Homeowner');
    await form.getByLabel(/Phone/).fill('(555) 010-7788');
    await form.getByLabel(/Message/).fill('Front and back lawn, every other week.');
    await form.getByRole('button', { name: 'Request a call back' }).click();
    await expect(
      page.getByText(`Thank you — ${owner.companyName} has your request and will call you back.`),
    ).toBeVisible();
    await screenshotBothWidths(page, 'storefront-callback-sent');

    // The owner finds the lead in Accepted Quotes, and keeps managing the pages without a plan.
    await signInAs(context, owner);
    await page.goto(site.main + '/accepted-quotes');
    const lead = page.getByRole('article', { name: 'Sam Homeowner' });
    await expect(lead.getByText('Call-back request')).toBeVisible();
    await expect(lead.getByRole('link', { name: '(555) 010-7788' })).toBeVisible();
    await expect(lead.getByText('Front and back lawn, every other week.')).toBeVisible();
    await screenshotBothWidths(page, 'accepted-quotes-callback-lead');
    for (const path of ['/storefronts', '/services']) {
      await page.goto(site.main + path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Choose a Plan' })).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();

    // Switched off by its owner: still the company, with its contact, and no form.
    await owner.updateStorefront(published.id, {
      subdomain,
      companyName: owner.companyName,
      ...BRAND,
      ...CONTACT,
      isActive: false,
    });
    await page.goto(site.storefront(subdomain));
    await expectBrandAndContact(storefront, owner.companyName);
    await expect(page.getByRole('button', { name: 'Request a call back' })).toHaveCount(0);
    await expect(page.getByText(/Please call or e-mail them\./)).toBeVisible();
    await screenshotBothWidths(page, 'storefront-switched-off');
  });

  test("says the day's limit is reached and offers the contact and a call back", async ({
    page,
    site,
    owners,
  }) => {
    test.setTimeout(120_000);
    const owner = await owners.create({ label: 'capped' });
    await owner.addServices(LAWN_SERVICES);
    const limited = await owner.api.put('/api/quote-request-limit', {
      data: { publicDailyAnalysisLimit: 1 },
    });
    expect(limited.ok(), await limited.text()).toBe(true);
    const subdomain = `capped-${uniqueId()}`;
    await owner.publishStorefront({
      subdomain,
      companyName: owner.companyName,
      ...BRAND,
      ...CONTACT,
    });
    const [first = '', second = ''] = await demoAddresses(page.request, site.main);

    await page.goto(site.storefront(subdomain));
    const storefront = new StorefrontUi(page);
    await storefront.estimator.analyze(page, first);
    await storefront.estimator.expectMapLoaded();
    const refuse = async () => {
      await storefront.estimator.address.fill(second);
      await storefront.estimator.analyzeButton.click();
    };
    await refuse();
    await expect(page.getByText('Today’s instant quotes are all taken.')).toBeVisible();
    await expect(page.getByText('Too many estimates in a short time.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Request a call back' })).toBeVisible();
    await expectBrandAndContact(storefront, owner.companyName);
    await screenshotBothWidths(page, 'storefront-daily-limit');

    // On a phone the toast is not drawn over the card that says the same.
    await page.setViewportSize({ width: 375, height: 667 });
    await refuse();
    const card = page.locator('[data-failure="dailyLimit"]');
    await expect(card).toBeVisible();
    const toast = page.locator('.ys-toast');
    await expect(toast).toHaveCount(1);
    const [cardBox, toastBox, drawn] = await Promise.all([
      card.boundingBox(),
      toast.boundingBox(),
      page.locator('.ys-toast-region').getAttribute('data-drawn'),
    ]);
    const overlaps =
      cardBox !== null &&
      toastBox !== null &&
      toastBox.y < cardBox.y + cardBox.height &&
      cardBox.y < toastBox.y + toastBox.height;
    expect(overlaps && drawn !== 'false').toBe(false);
    await screenshot(page, 'storefront-daily-limit-phone-toast', { fullPage: false });
  });
});
