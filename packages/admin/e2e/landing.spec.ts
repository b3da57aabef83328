import { expect, test } from '@yardstick/e2e-support/test';
import { DEMO_PRESET_ADDRESSES } from '@yardstick/core/demo';
import { DEMO_SAMPLE, demoSampleWeeklyPrice } from '@yardstick/core/demoSample';
import { formatCurrency, formatSqFt } from '@yardstick/core/format';
import { DEMO_LOAD_DELAY_MS, DEMO_VIEWPORT_THRESHOLD } from '@yardstick/core/timing';
import { demoAddress } from '@yardstick/e2e-support/estimator';
import { screenshot } from '@yardstick/e2e-support/screenshots';

/** SPEC §2.4 and §4.8 (home-page demo): the marketing page a lawn-care owner lands on. */

const PLANS = [
  ['Pay-As-You-Go', 'essentials'],
  ['Starter', 'starter'],
  ['Pro', 'pro'],
  ['Elite', 'elite'],
] as const;

test.describe('Landing page', () => {
  test('the hero offers the free trial and Try Demo scrolls to the live analyzer', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Quote any lawn in seconds/ });
    const demo = page.getByRole('region', { name: 'Try the property analyzer' });
    const demoHeading = demo.getByRole('heading', { name: 'Try the property analyzer' });
    await expect(demoHeading).not.toBeInViewport();

    await hero.getByRole('button', { name: 'Try Demo' }).click();
    await expect(demoHeading).toBeInViewport();
    await expect(demo.getByRole('combobox', { name: 'Property address' })).toBeInViewport();
    await expect(demo).toBeFocused();

    await hero.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/register\?plan=starter$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('each of the four plans links to a 14-day trial of that plan', async ({ page }) => {
    await page.goto('/');
    const pricing = page.getByRole('region', { name: 'Simple plans that grow with you' });
    const plans = pricing.getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect(plans.getByRole('heading')).toHaveText(PLANS.map(([name]) => name));
    for (const [name, id] of PLANS) {
      const link = plans
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
        .getByRole('link');
      await expect(link).toHaveText('Start Free 14-Day Trial');
      await expect(link).toHaveAttribute('href', `/register?plan=${id}`);
    }

    await plans.filter({ hasText: 'Elite' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/register\?plan=elite$/);
    await expect(page.getByText('Selected plan after the trial: Elite')).toBeVisible();
  });

  test('the closing call to action, footer links and copyright line are there', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page
        .getByRole('region', { name: 'Ready to quote your next lawn in seconds?' })
        .getByRole('link', { name: 'Start Free Trial' }),
    ).toHaveAttribute('href', '/register?plan=starter');
    const footerLinks = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await expect(footerLinks).toHaveText(['Terms', 'Privacy', 'Help']);
    for (const link of await footerLinks.all()) await expect(link).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Yardstick`,
    );
  });

  test('the live demo loads a preset analysis 5 seconds after it scrolls into view, without typing', async ({
    page,
  }) => {
    test.setTimeout(45_000);
    // A home of the demo region, not its first address (a commercial lot).
    const firstDemoAddress = DEMO_PRESET_ADDRESSES[0]!;
    expect(firstDemoAddress).not.toBe(await demoAddress(page.request, 0));
    await page.goto('/');
    const demo = page.getByRole('region', { name: 'Try the property analyzer' });
    const address = demo.getByRole('combobox', { name: 'Property address' });
    const result = demo.getByText(`Estimate for ${firstDemoAddress}`);

    await expect(
      demo.getByRole('button', { name: await demoAddress(page.request, 0) }),
    ).toBeVisible();
    await demo.scrollIntoViewIfNeeded();
    const inView = Date.now();
    await expect(address).toHaveValue('');
    await expect(result).toBeHidden();

    await expect(result).toBeVisible({ timeout: 60_000 });
    expect(Date.now() - inView).toBeGreaterThanOrEqual(5_000);
    await expect(address).toHaveValue(firstDemoAddress);
    await expect(demo.getByTestId('ys-total')).toHaveText(/^\$\d/);
    // What the sample says where the live demo does not run: the same lawn at the same price.
    await expect(demo.getByText(formatSqFt(DEMO_SAMPLE.mowableSqFt)).first()).toBeVisible();
    await expect(demo.getByTestId('ys-total')).toHaveText(
      `${formatCurrency(demoSampleWeeklyPrice(), 0)} per visit`,
    );
    // The demo shows prices but takes no quotes; it invites owners to a trial instead.
    await expect(demo.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
    await expect(demo.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      /\/register\?plan=starter$/,
    );
  });

  test('the preset never replaces an address the visitor has started typing', async ({ page }) => {
    // The page runs on a clock of the test's: the preset's moment comes without waiting for it.
    await page.clock.install();
    const analyses: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/analyze-property') analyses.push(request.url());
    });
    await page.goto('/');
    const demo = page.getByRole('region', { name: 'Try the property analyzer' });
    const address = demo.getByRole('combobox', { name: 'Property address' });
    await demo.scrollIntoViewIfNeeded();
    await expect(demo).toBeInViewport({ ratio: DEMO_VIEWPORT_THRESHOLD });
    await address.pressSequentially('44 El');
    await page.clock.runFor(2 * DEMO_LOAD_DELAY_MS);
    await expect(address).toHaveValue('44 El');
    await expect(demo.getByText(/^Estimate for /)).toHaveCount(0);
    expect(analyses).toEqual([]);
    await screenshot(page, 'landing-typing', { fullPage: false });
  });
});
