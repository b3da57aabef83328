/**
 * An owner's months without a surprise: the trial ends, a plan is taken, its renewal is
 * declined and retried until the plan lapses. Each state is said once and plainly on the
 * account page, and the storefront answers throughout with the owner's name, logo and
 * contact. The owner's time moves with the test clock (POST /api/test-clock/advance, test
 * runs only); the server's test-mode queues renew and retry as on those days. `pnpm shots`
 * keeps screenshots of each state at 1280 and 375 px in the test's folder.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { PAYMENT_FAILED_MESSAGE, PAYMENT_GRACE_DAYS } from '@yardstick/core/paymentGrace';
import { currentUserSchema } from '@yardstick/core/schemas/account';
import { LAWN_SERVICES, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { siteFrom, uniqueId } from '@yardstick/e2e-support/site';
import { StorefrontUi } from '@yardstick/e2e-support/storefront';
import { subscribeThroughApi } from './support/billing.ts';
import { solidPng } from './support/png.ts';
import { toast } from '@yardstick/e2e-support/toasts';
import { screenshotBothWidths } from '@yardstick/e2e-support/screenshots';

const BRAND = { primary: '#14532D', secondary: '#166534' };
const CONTACT = { phone: '(555) 010-3344', email: 'office@monthlawns.test' };
/** Pays the first month; every later charge is declined (test mode's 0341 card). */
const PAYS_FIRST_MONTH_ONLY = '4000 0000 0000 0341';
const LOGO_WIDTH = 48;

/** The owner's time moves on by days (the owner's own test clock). */
async function advanceDays(owner: Owner, days: number): Promise<void> {
  const moved = await owner.api.post('/api/test-clock/advance', { data: { days } });
  expect(moved.status(), await moved.text()).toBe(204);
}

async function subscriptionStatus(owner: Owner): Promise<string> {
  return currentUserSchema.parse(await (await owner.api.get('/api/me')).json()).subscriptionStatus;
}

/** Name, logo, colours and contact: the storefront answers as the owner's own in every state. */
async function expectOwnersStorefront(page: Page, companyName: string): Promise<void> {
  const storefront = new StorefrontUi(page);
  await storefront.expectBranded(companyName, BRAND.primary, BRAND.secondary);
  const logo = storefront.header.getByRole('img', { name: `${companyName} logo` });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(LOGO_WIDTH);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: CONTACT.phone })).toHaveAttribute(
    'href',
    'tel:5550103344',
  );
  await expect(footer.getByRole('link', { name: CONTACT.email })).toBeVisible();
  await expect(page.getByText('Storefront Inactive')).toHaveCount(0);
}

/** Quotes are open: the address field and Analyze. */
async function expectQuotes(page: Page): Promise<void> {
  await expect(new StorefrontUi(page).estimator.analyzeButton).toBeVisible();
}

/** Quotes are closed: said plainly, with the contact and a call-back form instead. */
async function expectCallBackInstead(page: Page): Promise<void> {
  await expect(
    page.getByRole('heading', { name: 'Instant quotes are not available right now' }),
  ).toBeVisible();
  await expect(new StorefrontUi(page).estimator.analyzeButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request a call back' })).toBeVisible();
}

/**
 * The storefront as a homeowner opens it, in a browser of their own: the owner's, and quoting
 * or taking call-backs as the owner's plan allows.
 */
async function expectStorefront(
  browser: Browser,
  url: string,
  companyName: string,
  answers: 'quotes' | 'call-backs',
  shot?: string,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await expectOwnersStorefront(page, companyName);
  await (answers === 'quotes' ? expectQuotes(page) : expectCallBackInstead(page));
  if (shot) await screenshotBothWidths(page, shot);
  await context.close();
}

/** The account page's one status, and never a second one beside it. */
async function expectAccountStatus(page: Page, badge: string, plan: string): Promise<void> {
  await page.goto('/account');
  const info = page.getByRole('region', { name: 'Account Information' });
  await expect(info.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Usage' })).toContainText(`Current plan: ${plan}`);
  for (const other of ['No Subscription', 'Trial Ended', 'Active', 'Canceled', 'Payment Failed']) {
    if (other !== badge) await expect(info.getByText(other, { exact: true })).toHaveCount(0);
  }
}

test("an owner's trial ends, a plan starts, its renewal fails and it lapses: the storefront stays theirs", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const site = siteFrom(baseURL);
  const owner = await registerOwner({ label: 'month', services: LAWN_SERVICES });
  await signInAs(context, owner);
  const subdomain = `month-${uniqueId()}`;

  await test.step('the owner publishes a storefront with a logo and contact', async () => {
    await page.goto('/storefronts');
    await page.getByRole('textbox', { name: 'Subdomain *' }).fill(subdomain);
    await page.getByRole('textbox', { name: 'Primary color hex value' }).fill(BRAND.primary);
    await page.getByRole('textbox', { name: 'Secondary color hex value' }).fill(BRAND.secondary);
    await page.getByLabel('Phone').fill(CONTACT.phone);
    await page.getByRole('textbox', { name: 'Email' }).fill(CONTACT.email);
    await page.getByLabel('Logo').setInputFiles({
      name: 'month-logo.png',
      mimeType: 'image/png',
      buffer: solidPng(LOGO_WIDTH, [20, 83, 45]),
    });
    await page.getByRole('button', { name: 'Publish Storefront' }).click();
    await expect(toast(page, 'Storefront published successfully')).toBeVisible();
  });
  const storefrontUrl = site.storefront(subdomain);

  await test.step('on the trial: one status, and the storefront quotes', async () => {
    await expectAccountStatus(page, 'Trial (14d left)', 'Free Trial');
    await expectStorefront(
      browser,
      storefrontUrl,
      owner.companyName,
      'quotes',
      'month-1-trial-storefront',
    );
  });

  await test.step('two weeks on the trial has ended: said once, the storefront takes call-backs', async () => {
    await advanceDays(owner, 15);
    await expectAccountStatus(page, 'Trial Ended', 'Free Trial (ended)');
    await expect(page.getByText(/Your free trial has ended/)).toBeVisible();
    await screenshotBothWidths(page, 'month-2-trial-ended-account');
    await expectStorefront(
      browser,
      storefrontUrl,
      owner.companyName,
      'call-backs',
      'month-2-trial-ended-storefront',
    );
  });

  await test.step('on Starter the storefront quotes again', async () => {
    await subscribeThroughApi(owner.api, owner, 'starter', PAYS_FIRST_MONTH_ONLY);
    await expectAccountStatus(page, 'Active', 'Starter');
    await expectStorefront(browser, storefrontUrl, owner.companyName, 'quotes');
  });

  await test.step('a month on the renewal is declined: the owner is told, the storefront still quotes', async () => {
    await advanceDays(owner, 32);
    // The server's renewal queue looks every few seconds.
    await expect.poll(() => subscriptionStatus(owner), { timeout: 60_000 }).toBe('past_due');
    await expectAccountStatus(page, 'Payment Failed', 'Starter');
    await expect(page.getByText(PAYMENT_FAILED_MESSAGE).first()).toBeVisible();
    await screenshotBothWidths(page, 'month-3-payment-failed-account');
    await expectStorefront(
      browser,
      storefrontUrl,
      owner.companyName,
      'quotes',
      'month-3-payment-failed-storefront',
    );
  });

  await test.step('the retries run out and the plan lapses: said once, the storefront takes call-backs', async () => {
    await advanceDays(owner, PAYMENT_GRACE_DAYS);
    // One retry a look of the queue, a few seconds apart.
    await expect.poll(() => subscriptionStatus(owner), { timeout: 120_000 }).toBe('canceled');
    await expectAccountStatus(page, 'Canceled', 'No Plan');
    await expect(page.getByRole('link', { name: 'Resubscribe' })).toBeVisible();
    await screenshotBothWidths(page, 'month-4-lapsed-account');
    await expectStorefront(
      browser,
      storefrontUrl,
      owner.companyName,
      'call-backs',
      'month-4-lapsed-storefront',
    );
  });
});
