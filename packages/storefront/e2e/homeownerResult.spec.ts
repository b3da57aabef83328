/**
 * What a homeowner sees once a lot is measured, on an owner's storefront with the default
 * amber accent: prices that add up, progress that tells the truth, focus on the news, no
 * serious axe findings and no toast over the price, at 1280 and 375 px.
 */
import type { Locator, Page } from '@playwright/test';
import { ANALYSIS_PROGRESS_STEPS, MIN_PROGRESS_DISPLAY_MS } from '@yardstick/core/analysisProgress';
import { expectNoSeriousA11yViolations } from '../../admin/e2e/support/axe.ts';
import { demoAddresses, holdAnalysis } from '@yardstick/e2e-support/estimator';
import { LAWN_SERVICES } from '@yardstick/e2e-support/owners';
import { pausePageClock } from '@yardstick/e2e-support/pageClock';
import { uniqueId } from '@yardstick/e2e-support/site';
import { StorefrontUi } from '@yardstick/e2e-support/storefront';
import type { Site } from '@yardstick/e2e-support/site';
import { expect, test, type OwnerFactory } from '@yardstick/e2e-support/test';
import { screenshot } from '@yardstick/e2e-support/screenshots';

const WIDTHS = [1280, 375] as const;

/** '$1,234.56', '+$10.13' or '−$8.00' → dollars as a number. */
function amount(text: string): number {
  const value = Number(text.replace(/[^\d.]/g, ''));
  return /^[−-]/.test(text.trim()) ? -value : value;
}

async function storefrontWithResult(page: Page, site: Site, owners: OwnerFactory) {
  const owner = await owners.create({ services: LAWN_SERVICES });
  const subdomain = `home-${uniqueId()}`;
  await owner.publishStorefront({
    subdomain,
    companyName: 'Amber Lawn Co',
    accentColor: '#F59E0B',
  });
  await page.goto(site.storefront(subdomain));
  return {
    storefront: new StorefrontUi(page),
    addresses: await demoAddresses(page.request, site.main),
  };
}

/**
 * A lot measured on a fresh storefront with the page's clock stopped, so the Analysis Complete
 * toast stays its whole 5 seconds however slowly the machine runs.
 */
async function resultWithToastShowing(
  page: Page,
  site: Site,
  owners: OwnerFactory,
  viewport: { width: number; height: number },
) {
  await page.setViewportSize(viewport);
  const { storefront, addresses } = await storefrontWithResult(page, site, owners);
  const ui = storefront.estimator;
  await page.clock.install();
  await pausePageClock(page);
  await ui.address.fill(addresses[2] ?? '');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/analyze-property'));
  await ui.analyzeButton.click();
  await answered;
  await page.clock.runFor(MIN_PROGRESS_DISPLAY_MS);
  await expect(ui.services).toBeVisible();
  const toast = page.getByRole('status', { name: 'Notifications' });
  await expect(toast).toContainText('Analysis Complete');
  return { ui, toast };
}

/** Whether the toast region is drawn (not only read out) over the element on screen. */
async function toastDrawnOver(toast: Locator, element: Locator): Promise<boolean> {
  if ((await toast.getAttribute('data-drawn')) === 'false') return false;
  const [a, b] = [await toast.boundingBox(), await element.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** WCAG contrast of an 'rgb(r, g, b)' colour against white. */
function contrastOnWhite(rgbText: string): number {
  const [r = 0, g = 0, b = 0] = (rgbText.match(/\d+/g) ?? []).map(Number);
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return 1.05 / (luminance + 0.05);
}

/** Every breakdown's figures sum to its line's price, and the total is the per-cadence sum. */
async function expectPricesAddUp(services: Locator): Promise<void> {
  const lines = services.locator('li.ys-service');
  const count = await lines.count();
  expect(count).toBeGreaterThan(0);
  const sums = { visit: 0, month: 0, once: 0 };
  for (let index = 0; index < count; index += 1) {
    const line = lines.nth(index);
    const priceText = (await line.getByTestId('ys-line-price').textContent()) ?? '';
    const price = amount(/\$[\d,.]+/.exec(priceText)?.[0] ?? '');
    const parts = await line.locator('dl dd').allTextContents();
    expect(parts.length, `breakdown of: ${priceText}`).toBeGreaterThan(0);
    const sumCents = parts.reduce((sum, part) => sum + Math.round(amount(part) * 100), 0);
    expect(sumCents, `the breakdown adds up to ${priceText}`).toBe(Math.round(price * 100));
    if (await line.getByRole('checkbox').isChecked()) {
      const cadence = priceText.includes('per visit')
        ? 'visit'
        : priceText.includes('per month')
          ? 'month'
          : 'once';
      sums[cadence] += price;
    }
  }
  const expected = [
    sums.visit ? `$${sums.visit} per visit` : '',
    sums.month ? `$${sums.month} per month` : '',
    sums.once ? `$${sums.once} once` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  await expect(services.getByTestId('ys-total')).toHaveText(expected);
}

test.describe('The result a homeowner sees', () => {
  test('prices add up: every line shows its breakdown and cadence, the total is split', async ({
    page,
    site,
    owners,
  }) => {
    const { storefront, addresses } = await storefrontWithResult(page, site, owners);
    const ui = storefront.estimator;
    await ui.analyze(page, addresses[3] ?? '');
    await expectPricesAddUp(ui.services);
    await ui.serviceCheckbox('Aeration').check();
    await expectPricesAddUp(ui.services);
    await expect(ui.total).toContainText('per visit · $');
    await expect(ui.total).toContainText(' once');
    await ui.frequencySelect('Lawn Mowing').selectOption({ label: 'Bi-weekly' });
    await expectPricesAddUp(ui.services);
  });

  test('progress stays up long enough to read, and never reads 100 % before the answer', async ({
    page,
    site,
    owners,
  }) => {
    const { storefront, addresses } = await storefrontWithResult(page, site, owners);
    const ui = storefront.estimator;
    const bar = ui.root.getByRole('progressbar', { name: 'Analysis progress' });
    // From here the page's timers run on the test's clock, stopped: each step's moment comes
    // when the test moves the clock, however slowly the machine runs.
    await page.clock.install();
    await pausePageClock(page);
    const slowestStep = Math.max(...ANALYSIS_PROGRESS_STEPS.map((step) => step.durationMs));

    // A held (slow) answer: the steps tick, but the bar stops short of 100 %.
    const hold = await holdAnalysis(page);
    await ui.address.fill(addresses[5] ?? '');
    await ui.analyzeButton.click();
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await page.clock.runFor(slowestStep);
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    // Every step's own clock has run out twice over: the last one still waits for the answer.
    await page.clock.runFor(slowestStep);
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    hold.release();
    await expect(ui.services).toBeVisible();
    await page.unroute('**/api/analyze-property');

    // A fast answer (the same lot again, from the cache): the panel still shows for its minimum.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/analyze-property'));
    await ui.analyzeButton.click();
    await answered;
    await expect(ui.progress).toBeVisible();
    await page.clock.runFor(MIN_PROGRESS_DISPLAY_MS - 100);
    await expect(ui.progress).toBeVisible();
    await expect(ui.services).toBeHidden();
    await page.clock.runFor(100);
    await expect(ui.services).toBeVisible();
    await expect(ui.progress).toBeHidden();
  });

  for (const width of WIDTHS) {
    test(`at ${width} px: focus on the result, no serious axe findings, toast off the price`, async ({
      page,
      site,
      owners,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const { storefront, addresses } = await storefrontWithResult(page, site, owners);
      const ui = storefront.estimator;
      await ui.analyze(page, addresses[1] ?? '');
      const heading = ui.root.getByRole('heading', { name: /^Estimate for / });
      await expect(heading).toBeFocused();

      // The toast never covers the total or the Accept button.
      const toast = page.getByRole('status', { name: 'Notifications' });
      await expect(toast).toContainText('Analysis Complete');
      const toastBox = await toast.boundingBox();
      for (const primary of [ui.total, ui.root.getByRole('button', { name: 'Accept Quote' })]) {
        const box = await primary.boundingBox();
        if (!toastBox || !box) continue;
        const overlaps =
          toastBox.x < box.x + box.width &&
          box.x < toastBox.x + toastBox.width &&
          toastBox.y < box.y + box.height &&
          box.y < toastBox.y + toastBox.height;
        expect(overlaps).toBe(false);
      }

      // The focus ring around a button reads at 3:1 or more on white (amber would be 2.1:1).
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const active = document.activeElement;
        return active ? getComputedStyle(active).outlineColor : '';
      });
      expect(contrastOnWhite(ring), `focus ring ${ring}`).toBeGreaterThanOrEqual(3);

      await expect(ui.mapImage).toBeVisible();
      await expectNoSeriousA11yViolations(page, `storefront result at ${width} px`);
      await ui.root.getByRole('button', { name: 'Accept Quote' }).click();
      await expect(ui.root.getByRole('form', { name: 'Accept quote' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `accept form at ${width} px`);
    });
  }

  test.describe('at 375 px, while the Analysis Complete toast shows', () => {
    let shown: Awaited<ReturnType<typeof resultWithToastShowing>>;
    test.beforeEach(async ({ page, site, owners }) => {
      shown = await resultWithToastShowing(page, site, owners, { width: 375, height: 812 });
    });

    test("it never covers the accept form's Cancel and Accept", async ({ page }) => {
      const { ui, toast } = shown;
      await ui.root.getByRole('button', { name: 'Accept Quote' }).click();
      const form = ui.root.getByRole('form', { name: 'Accept quote' });
      await expect(form).toBeVisible();
      await expect(toast).toContainText('Analysis Complete');
      for (const name of ['Cancel', 'Accept Quote']) {
        const action = form.getByRole('button', { name });
        await expect(action).toBeInViewport();
        await expect
          .poll(() => toastDrawnOver(toast, action), { message: `toast over ${name}` })
          .toBe(false);
      }
      await screenshot(page, 'accept-form-with-toast', { fullPage: false });
    });

    test('it never covers a price, wherever the page is scrolled', async () => {
      const { ui, toast } = shown;
      const prices = await ui.root.getByTestId('ys-line-price').all();
      expect(prices.length).toBeGreaterThan(1);
      // Each price in turn at the foot of the screen, where the toast first sits.
      for (const [i, price] of prices.entries()) {
        await price.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await expect(price).toBeInViewport();
        for (const [j, other] of prices.entries())
          await expect
            .poll(() => toastDrawnOver(toast, other), {
              message: `toast over price ${j + 1} with price ${i + 1} at the foot`,
            })
            .toBe(false);
      }
      await expect(toast).toContainText('Analysis Complete');
    });
  });

  // Pictures for a person: `pnpm shots` takes them, `pnpm test` leaves them out.
  test(
    'screenshots of the result on several lots at 1280 and 375 px',
    { tag: '@gallery' },
    async ({ page, site, owners }) => {
      test.setTimeout(180_000);
      const { storefront, addresses } = await storefrontWithResult(page, site, owners);
      const ui = storefront.estimator;
      for (const index of [0, 7, 20]) {
        const address = addresses[index] ?? '';
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
          await ui.analyze(page, address);
          await ui.expectMapLoaded();
          await page.screenshot({
            path: test.info().outputPath(`result-lot${index}-${width}.png`),
            fullPage: true,
          });
        }
      }
    },
  );
});
